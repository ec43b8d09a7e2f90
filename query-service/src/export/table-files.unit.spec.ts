import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCsvFile } from './table-file';
import { columnName, escapeXml, openXlsxFile } from './xlsx-file';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'careledger-table-files-'))));
afterEach(async () => rm(dir, { recursive: true, force: true }));

const unzipped = async (path: string): Promise<Record<string, string>> =>
  Object.fromEntries(Object.entries(unzipSync(new Uint8Array(await readFile(path)))).map(([name, bytes]) => [name, strFromU8(bytes)]));

/** The rows of a sheet part, each as its cells' texts and values in order. */
const sheetRows = (xml: string): string[][] =>
  [...xml.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].map(([, , cells]) => [...cells!.matchAll(/<c [^>]*>(?:<is><t[^>]*>(.*?)<\/t><\/is>|<v>(.*?)<\/v>)<\/c>/g)].map(([, text, value]) => text ?? value!));

describe('the xlsx file', () => {
  it('is a zip of the workbook parts whose sheet holds the heading and every row, typed', async () => {
    const path = join(dir, 'report.xlsx');
    const file = await openXlsxFile(path, ['Id', 'Patient', 'Total', 'Draft'], { sheetName: 'assessments' });
    await file.write([
      ['a1', 'Ann <Lee> & "Co"', 12.34, true],
      ['a2', null, 0, false],
    ]);
    await file.write([['a3', ' spaced ', null, null]]);
    await file.close();

    const parts = await unzipped(path);
    expect(Object.keys(parts).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    const sheet = parts['xl/worksheets/sheet1.xml']!;
    expect(sheetRows(sheet)).toEqual([
      ['Id', 'Patient', 'Total', 'Draft'],
      ['a1', 'Ann &lt;Lee&gt; &amp; &quot;Co&quot;', '12.34', '1'],
      ['a2', '0', '0'],
      ['a3', ' spaced '],
    ]);
    expect(sheet).toContain('<c r="C2"><v>12.34</v></c>');
    expect(sheet).toContain('<c r="D2" t="b"><v>1</v></c>');
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t>Id</t></is></c>');
    expect(sheet).toContain('<t xml:space="preserve"> spaced </t>');
    expect(parts['xl/workbook.xml']).toContain('<sheet name="assessments" sheetId="1" r:id="rId1"/>');
    expect(parts['xl/_rels/workbook.xml.rels']).toContain('Target="worksheets/sheet1.xml"');
    expect(parts['[Content_Types].xml']).toContain('PartName="/xl/workbook.xml"');
  });

  it('goes on in a next sheet, under the same heading, past the rows a sheet holds', async () => {
    const path = join(dir, 'long.xlsx');
    const file = await openXlsxFile(path, ['Id'], { sheetName: 'notes', rowsPerSheet: 2 });
    await file.write([['n1'], ['n2'], ['n3']]);
    await file.write([['n4'], ['n5']]);
    await file.close();

    const parts = await unzipped(path);
    expect([1, 2, 3].map((sheet) => sheetRows(parts[`xl/worksheets/sheet${sheet}.xml`]!))).toEqual([
      [['Id'], ['n1'], ['n2']],
      [['Id'], ['n3'], ['n4']],
      [['Id'], ['n5']],
    ]);
    expect(parts['xl/workbook.xml']).toContain('<sheet name="notes 3" sheetId="3" r:id="rId3"/>');
    expect(parts['xl/_rels/workbook.xml.rels']).toContain('<Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>');
  });

  it('names columns as a spreadsheet does and leaves out what XML cannot hold', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(escapeXml('a\u0001b\uD800c😀<')).toBe('abc😀&lt;');
  });
});

describe('the csv file', () => {
  it('writes the heading line and each row as RFC 4180 lines', async () => {
    const path = join(dir, 'report.csv');
    const file = await openCsvFile(path, ['Id', 'Note']);
    await file.write([['1', 'plain'], ['2', 'with, comma and "quote"']]);
    await file.write([]);
    await file.close();
    expect(await readFile(path, 'utf8')).toBe('Id,Note\r\n1,plain\r\n2,"with, comma and ""quote"""\r\n');
  });
});
