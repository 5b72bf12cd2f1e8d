import { reasonOf } from '@voyagent/account';
import { ACCOUNT_DELETE_CONFIRMATION } from '@voyagent/contracts/names';
import { Banner, Button, ConfirmDialog, toast } from '@voyagent/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../auth/session';
import { backend } from '../firebase/callables';
import { accountExportFileName, accountExportText, downloadJson } from './accountExportFile';

export const ACCOUNT_DATA_TEXTS = {
  heading: 'Your data',
  exportIntro: 'Download every record we hold about your account as a JSON file.',
  exportButton: 'Download my data',
  exportDone: 'Your data has been downloaded',
  exportFailed: 'Could not prepare your data. Please try again.',
  deleteIntro:
    'Delete your account and everything saved in it. This cannot be undone. If you used the free trial, a keyed hash of your e-mail address stays, so the trial is not given twice.',
  deleteButton: 'Delete account',
  confirmTitle: 'Delete your account?',
  confirmDescription:
    'Your profile, saved items, usage, plan and review are removed, and you are signed out. This cannot be undone.',
  deleted: 'Your account has been deleted',
} as const;

/** Settings' account data (issue 12 item 6): the JSON export and the account deletion. */
export function AccountDataSection() {
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const exportData = async () => {
    setExporting(true);
    setFailure(null);
    try {
      const data = await backend.accountExport({});
      downloadJson(accountExportFileName(data.exportedAt), accountExportText(data));
      toast.success({ title: ACCOUNT_DATA_TEXTS.exportDone });
    } catch {
      setFailure(ACCOUNT_DATA_TEXTS.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const deleteAccount = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      await backend.accountDelete({ confirm: ACCOUNT_DELETE_CONFIRMATION });
    } catch (error) {
      setFailure(reasonOf(error));
      setDeleting(false);
      return;
    }
    try {
      await signOut();
    } catch {
      // The sign-in account is gone already; its session in this browser ends at its next use.
    }
    toast.success({ title: ACCOUNT_DATA_TEXTS.deleted });
    navigate('/', { replace: true });
  };

  return (
    <section className="account-page__section" aria-labelledby="account-data-title">
      <h2 id="account-data-title">{ACCOUNT_DATA_TEXTS.heading}</h2>
      {failure && <Banner variant="danger" description={failure} />}
      <p>{ACCOUNT_DATA_TEXTS.exportIntro}</p>
      <Button variant="secondary" isLoading={exporting} onPress={() => void exportData()}>
        {ACCOUNT_DATA_TEXTS.exportButton}
      </Button>
      <p>{ACCOUNT_DATA_TEXTS.deleteIntro}</p>
      <Button variant="danger" isLoading={deleting} onPress={() => setConfirming(true)}>
        {ACCOUNT_DATA_TEXTS.deleteButton}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={ACCOUNT_DATA_TEXTS.confirmTitle}
        description={ACCOUNT_DATA_TEXTS.confirmDescription}
        confirmLabel={ACCOUNT_DATA_TEXTS.deleteButton}
        tone="danger"
        onConfirm={() => void deleteAccount()}
      />
    </section>
  );
}
