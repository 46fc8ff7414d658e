import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from '../../../shared/funds/csv.js';
import { explorerUrl } from '../../../shared/funds/explorer.js';

describe('explorer links', () => {
  it('fills the #{txid} placeholder of an https template', () => {
    expect(explorerUrl('https://blockchair.com/bitcoin/transaction/#{txid}', 'ab12')).toBe('https://blockchair.com/bitcoin/transaction/ab12');
    expect(explorerUrl('https://tronscan.org/#/transaction/#{txid}', 'ff00')).toBe('https://tronscan.org/#/transaction/ff00');
  });

  it('gives none for other schemes, credentials, odd txids or a template without the placeholder', () => {
    expect(explorerUrl('http://explorer.example/tx/#{txid}', 'ab')).toBeNull();
    expect(explorerUrl('javascript:alert(1)//#{txid}', 'ab')).toBeNull();
    expect(explorerUrl('https://user:pw@explorer.example/#{txid}', 'ab')).toBeNull();
    expect(explorerUrl('https://explorer.example/tx/', 'ab')).toBeNull();
    expect(explorerUrl('https://explorer.example/tx/#{txid}', '../../evil?x=<b>')).toBeNull();
    expect(explorerUrl('https://explorer.example/tx/#{txid}', '')).toBeNull();
    expect(explorerUrl('', 'ab')).toBeNull();
  });
});

describe('CSV', () => {
  it('makes cells that start like a formula inert', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx']) expect(csvCell(text).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('0.00000001')).toBe('0.00000001');
    expect(csvCell(null)).toBe('');
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(csvText(['a', 'b'], [['1', '=2']])).toBe("a,b\r\n1,'=2\r\n");
  });
});
