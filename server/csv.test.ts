import { csvCell, csvRow } from './csv.ts';

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1', "'+1"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['  =1+1', "'  =1+1"],
    ['\n@cmd', `"'\n@cmd"`],
    ['\tplain', "'\tplain"],
    ['Ana \u202egnp.exe', 'Ana \ufffdgnp.exe'],
    ['Ana\u0085=1+1\u009b31m', 'Ana\ufffd=1+1\ufffd31m'],
  ])('neutralises %j', (value, cell) => expect(csvCell(value)).toBe(cell));

  it.each([
    ['ana@example.com', 'ana@example.com'],
    ['/blog/ten-minutes-a-day', '/blog/ten-minutes-a-day'],
    ['a, b', '"a, b"'],
    [null, ''],
    [new Date('2026-11-23T10:00:00Z'), '2026-11-23T10:00:00.000Z'],
  ])('keeps %j as %j', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('keeps a negative number a number (a figure of ours, not a formula), and a negative-looking text neutral', () => {
    expect(csvCell(-0.05)).toBe('-0.05');
    expect(csvCell('-0.05')).toBe("'-0.05");
  });

  it('joins a row', () => expect(csvRow(['a', 1, null])).toBe('a,1,'));
});
