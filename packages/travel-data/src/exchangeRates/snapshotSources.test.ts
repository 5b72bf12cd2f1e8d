import { describe, expect, it } from 'vitest';
import snapshot from './snapshot.json';
import extract from './wdiOfficialRateLatest.csv?raw';
import {
  ecbSnapshot,
  formatWdiExtract,
  parseWdiCsv,
  parseWdiExtract,
  wdiSnapshot,
} from './snapshotSources';

/** The shape of a WDI CSV download, cut to four years and a few economies. */
const WDI_CSV = [
  '"Data Source","World Development Indicators",',
  '',
  '"Last Updated Date","2026-07-13",',
  '',
  '"Country Name","Country Code","Indicator Name","Indicator Code","2022","2023","2024","2025",',
  '"Euro area","EMU","Official exchange rate (LCU per US$, period average)","PA.NUS.FCRF","0.95","0.92","0.92","0.88",',
  '"Montenegro","MNE","Official exchange rate (LCU per US$, period average)","PA.NUS.FCRF","0.95","0.92","0.92","0.89",',
  '"France","FRA","Official exchange rate (LCU per US$, period average)","PA.NUS.FCRF","0.95","0.92","0.92","0.88",',
  '"Ethiopia","ETH","Official exchange rate (LCU per US$, period average)","PA.NUS.FCRF","51.8","54.6","82.6","",',
  '"Syrian Arab Republic","SYR","Official exchange rate (LCU per US$, period average)","PA.NUS.FCRF","2505.7","","","",',
  '"World","WLD","Official exchange rate (LCU per US$, period average)","PA.NUS.FCRF","","","","",',
  '"United States","USA","Official exchange rate (LCU per US$, period average)","PA.NUS.FCRF","1","1","1","1",',
  '',
].join('\n');

describe('parseWdiCsv', () => {
  it("keeps each economy's latest value of the last three years, with the file's date", () => {
    expect(parseWdiCsv(WDI_CSV)).toEqual({
      updatedOn: '2026-07-13',
      rows: [
        { economy: 'EMU', year: 2025, value: '0.88' },
        { economy: 'MNE', year: 2025, value: '0.89' },
        { economy: 'FRA', year: 2025, value: '0.88' },
        { economy: 'ETH', year: 2024, value: '82.6' },
        { economy: 'USA', year: 2025, value: '1' },
      ],
    });
  });

  it('refuses a file that is not a WDI download', () => {
    expect(() => parseWdiCsv('code,rate\nEUR,1')).toThrow('Not a World Bank WDI CSV download');
  });
});

describe('wdiSnapshot', () => {
  it("gives each currency the value most of its economies share, in the currency's latest year", () => {
    const result = wdiSnapshot(parseWdiCsv(WDI_CSV));
    expect(result.base).toBe('USD');
    expect(result.kind).toBe('annual-average');
    expect(result.rates).toEqual({
      ETB: { perBase: '82.6', period: '2024' },
      EUR: { perBase: '0.88', period: '2025' },
      USD: { perBase: '1', period: '2025' },
    });
  });

  it('is what the shipped snapshot.json holds for the kept extract (no hand edits)', () => {
    const parsed = parseWdiExtract(extract);
    expect(formatWdiExtract(parsed)).toBe(extract);
    expect(wdiSnapshot(parsed)).toEqual(snapshot);
  });
});

describe('ecbSnapshot', () => {
  it("reads the ECB's daily file: its day and each rate per euro", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2026-11-20'>
      <Cube currency='USD' rate='1.1563'/>
      <Cube currency='JPY' rate='181.02'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;
    expect(ecbSnapshot(xml)).toMatchObject({
      base: 'EUR',
      kind: 'daily',
      source: { updatedOn: '2026-11-20' },
      rates: {
        EUR: { perBase: '1', period: '2026-11-20' },
        USD: { perBase: '1.1563', period: '2026-11-20' },
        JPY: { perBase: '181.02', period: '2026-11-20' },
      },
    });
  });

  it('refuses a file without the day or without rates', () => {
    expect(() => ecbSnapshot('<Cube></Cube>')).toThrow('no <Cube time');
    expect(() => ecbSnapshot("<Cube time='2026-11-20'></Cube>")).toThrow('lists no rates');
  });
});
