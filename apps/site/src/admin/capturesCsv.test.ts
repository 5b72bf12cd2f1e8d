import { describe, expect, it } from 'vitest';
import { capturesCsv, capturesCsvName, csvField } from './capturesCsv';

describe('capturesCsv', () => {
  it('writes a header and one CRLF line per capture, empty fields for missing times', () => {
    expect(
      capturesCsv([
        {
          email: 'ana@example.com',
          captured_at: '2026-01-02T03:04:05.000Z',
          welcome_sent_at: '2026-01-02T03:04:06.000Z',
          unsubscribed_at: null,
        },
      ]),
    ).toBe(
      'email,captured_at,welcome_sent_at,unsubscribed_at\r\n' +
        'ana@example.com,2026-01-02T03:04:05.000Z,2026-01-02T03:04:06.000Z,\r\n',
    );
  });

  it('writes only the header when there are no captures', () => {
    expect(capturesCsv([])).toBe('email,captured_at,welcome_sent_at,unsubscribed_at\r\n');
  });
});

describe('csvField', () => {
  it('quotes fields with quotes, commas or line breaks, doubling the quotes', () => {
    expect(csvField('"a,b"@example.com')).toBe('"""a,b""@example.com"');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('plain@example.com')).toBe('plain@example.com');
  });

  it.each(['=cmd@example.com', '+1@example.com', '-x@example.com', '@x', '\tx'])(
    'makes the formula-like %j text',
    (value) => {
      expect(csvField(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );
});

describe('capturesCsvName', () => {
  it('names the file by the UTC day', () => {
    expect(capturesCsvName(new Date('2026-03-04T23:30:00Z'))).toBe('email-captures-2026-03-04.csv');
  });
});
