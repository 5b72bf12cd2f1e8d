import { usageBanner, type UsageBannerState } from '@voyagent/account';
import type { ConvertibleCurrency, RateSource, ResponseOf, Contracts } from '@voyagent/contracts';
import { FREE_DAILY_CAPS } from '@voyagent/contracts/names';
import {
  Banner,
  Button,
  Card,
  Link,
  Progress,
  Select,
  TextField,
  useLocale,
} from '@voyagent/ui-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { refreshAccount } from '../account/accountStore';
import { deviceFingerprint } from '../account/deviceFingerprint';
import { UsageBanner } from '../account/UsageBanner';
import { useAuthStore } from '../auth/authStore';
import { backend } from '../firebase/callables';
import {
  currencyLabel,
  formatMoney,
  parseAmountInput,
  ratePeriodLine,
  rateSourceLine,
} from '../travelTools/currency/currencyForm';
import styles from '../travelTools/travelTools.module.css';

type Conversion = ResponseOf<Contracts['currency-convert']>;
type Catalogue = { currencies: ConvertibleCurrency[]; source: RateSource };

const LIST_FAILED = 'The currency list is unavailable right now. Please try again later.';
const CONVERT_FAILED = 'The conversion is unavailable right now. Please try again.';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'converting' }
  | { kind: 'converted'; conversion: Conversion; amount: number }
  | { kind: 'refused'; message: string; usage?: UsageBannerState };

/** The refusal to show for a failed call: the server's own text where it is meant for people. */
function refusalOf(error: unknown): Extract<Outcome, { kind: 'refused' }> {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'functions/resource-exhausted' && message) {
    const cap = FREE_DAILY_CAPS.currency_conversions;
    const usage = usageBanner('currency_conversions', { count: cap, limit: cap }) ?? undefined;
    return { kind: 'refused', message, usage };
  }
  if (code === 'functions/invalid-argument' && message) return { kind: 'refused', message };
  return { kind: 'refused', message: CONVERT_FAILED };
}

/**
 * /currency-converter (issue 13 item 1): an amount and two currencies, converted by
 * `currency-convert` with exact decimal arithmetic, shown in the user's locale with the rate, its
 * period and its source. Each conversion counts as one of the day's currency conversions.
 */
export function CurrencyConverterPage() {
  const { locale } = useLocale();
  const user = useAuthStore((state) => state.user);
  const [catalogue, setCatalogue] = useState<Catalogue | 'failed' | null>(null);
  const [amountText, setAmountText] = useState('100');
  const [amountError, setAmountError] = useState<string>();
  const [from, setFrom] = useState('EUR');
  const [to, setTo] = useState('USD');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  useEffect(() => {
    let current = true;
    backend.currenciesList({}).then(
      (answer) => current && setCatalogue(answer),
      () => current && setCatalogue('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  const convert = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmountInput(amountText, locale);
    if (!parsed.ok) {
      setAmountError(parsed.message);
      return;
    }
    setAmountError(undefined);
    setOutcome({ kind: 'converting' });
    try {
      const fingerprint = user ? {} : { fingerprint_hash: await deviceFingerprint() };
      const conversion = await backend.currencyConvert({
        amount: parsed.amount,
        from,
        to,
        ...fingerprint,
      });
      setOutcome({ kind: 'converted', conversion, amount: parsed.amount });
    } catch (error) {
      setOutcome(refusalOf(error));
    }
    void refreshAccount(user);
  };

  const swap = () => {
    setFrom(to);
    setTo(from);
    setOutcome({ kind: 'idle' });
  };

  if (catalogue === null) {
    return (
      <section className={styles.page} aria-labelledby="currency-title">
        <h1 id="currency-title">Currency Converter</h1>
        <Progress isIndeterminate label="Loading the currencies" />
      </section>
    );
  }
  if (catalogue === 'failed') {
    return (
      <section className={styles.page} aria-labelledby="currency-title">
        <h1 id="currency-title">Currency Converter</h1>
        <Banner variant="danger" description={LIST_FAILED} />
      </section>
    );
  }

  const items = catalogue.currencies.map((currency) => ({
    id: currency.code,
    label: currencyLabel(currency),
  }));
  const minorUnitsOf = (code: string) =>
    catalogue.currencies.find((currency) => currency.code === code)?.minorUnits ?? 2;
  const picker = (label: string, value: string, onChange: (code: string) => void) => (
    <Select
      label={label}
      items={items}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (typeof key === 'string') onChange(key);
        setOutcome({ kind: 'idle' });
      }}
    />
  );

  return (
    <section className={styles.page} aria-labelledby="currency-title">
      <h1 id="currency-title">Currency Converter</h1>
      <p className={styles.lead}>
        {`Convert between ${catalogue.currencies.length} currencies at official reference rates, each shown with its date and source.`}
      </p>
      <form className={styles.answer} onSubmit={(event) => void convert(event)} noValidate>
        <div className={styles.fields}>
          <TextField
            label="Amount"
            inputMode="decimal"
            value={amountText}
            onChange={(value) => {
              setAmountText(value);
              setAmountError(undefined);
            }}
            isInvalid={amountError !== undefined}
            errorMessage={amountError}
          />
          {picker('From', from, setFrom)}
          {picker('To', to, setTo)}
        </div>
        <div className={styles.filters}>
          <Button type="submit" isDisabled={outcome.kind === 'converting'}>
            Convert
          </Button>
          <Button variant="secondary" onPress={swap}>
            Swap currencies
          </Button>
        </div>
      </form>
      {outcome.kind === 'converting' && <Progress isIndeterminate label="Converting" />}
      {outcome.kind === 'refused' && (
        <>
          {outcome.usage && <UsageBanner usage={outcome.usage} />}
          <Banner variant="danger" description={outcome.message} />
        </>
      )}
      {outcome.kind === 'converted' && (
        <ConversionResult
          conversion={outcome.conversion}
          amount={outcome.amount}
          fromMinorUnits={minorUnitsOf(outcome.conversion.from)}
          locale={locale}
        />
      )}
    </section>
  );
}

function ConversionResult({
  conversion,
  amount,
  fromMinorUnits,
  locale,
}: {
  conversion: Conversion;
  amount: number;
  fromMinorUnits: number;
  locale: string;
}) {
  const { from, to, source } = conversion;
  const banner =
    conversion.usage.limit === null ? null : usageBanner('currency_conversions', conversion.usage);
  return (
    <Card as="section" aria-labelledby="currency-result-title" className={styles.answer}>
      <h2 id="currency-result-title">Result</h2>
      <p className={styles.headline} data-testid="currency-result" aria-live="polite">
        {`${formatMoney(String(amount), from, fromMinorUnits, locale)} = ${formatMoney(conversion.amount, to, conversion.minorUnits, locale)}`}
      </p>
      <p>{`1 ${from} = ${conversion.rate} ${to}`}</p>
      {conversion.notice && <Banner variant="warning" description={conversion.notice} />}
      <p className={styles.source} data-testid="currency-source">
        {`${ratePeriodLine(source, conversion, locale)}. `}
        <Link href={source.url} isExternal>
          {rateSourceLine(source, locale)}
        </Link>
      </p>
      {banner && <UsageBanner usage={banner} variant="inline" />}
    </Card>
  );
}
