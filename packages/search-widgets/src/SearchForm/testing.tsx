import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from '@voyagent/ui-kit/Toast';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/**
 * Test helpers for the search forms: a fixed visitor day (only Date is faked, so user-event's
 * timers still run), `window.open` watched, the toast region mounted as a host would.
 */
export const VISITOR_TODAY = new Date('2027-06-10T09:00:00');

export function renderSearchForm(form: ReactElement) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(VISITOR_TODAY);
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const user = userEvent.setup();
  render(
    <>
      {form}
      <Toaster />
    </>,
  );
  return { user, open };
}

export function cleanUpSearchForm() {
  toast.dismissAll();
  vi.useRealTimers();
  vi.restoreAllMocks();
}

/** Types a date as en-US segments (MMDDYYYY) into the date field whose first segment is given. */
export async function typeDate(
  user: ReturnType<typeof userEvent.setup>,
  monthSegment: HTMLElement,
  date: string,
) {
  await user.click(monthSegment);
  await user.keyboard(date);
}

/** The month segments of the date field labelled `label`, in order (start, end). */
export function monthSegments(label: string | RegExp): HTMLElement[] {
  const group = screen.getByRole('group', { name: label });
  return within(group).getAllByRole('spinbutton', { name: /month/i });
}

/** The toast on screen: an alert dialog named by its title, described by its text. */
export function findToast(title: string) {
  return screen.findByRole('alertdialog', { name: title });
}
