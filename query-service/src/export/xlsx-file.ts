import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { fileSink, type TableCell, type TableFile } from './table-file';

/** A sheet holds 1,048,576 rows: the heading and the rows below it. */
export const XLSX_SHEET_ROWS = 1_048_576;
/** Longer text makes a spreadsheet "repair" the file. */
const MAX_CELL_TEXT = 32_767;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// Every .xml part is a sheet unless named otherwise: the content types need not know how many sheets follow.
const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">\
<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** Style 1 is the heading's: bold. */
const STYLES = `${XML}<styleSheet xmlns="${MAIN}">\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const SHEET_START = `${XML}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0">\
<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;
const SHEET_END = '</sheetData></worksheet>';

const workbook = (names: readonly string[]): string =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>${names
    .map((name, index) => `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
    .join('')}</sheets></workbook>`;

const workbookRels = (sheets: number): string =>
  `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${Array.from(
    { length: sheets },
    (_, index) => `<Relationship Id="rId${index + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  ).join('')}<Relationship Id="rId${sheets + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`;

// XML 1.0 has no place for most control characters nor for half a surrogate pair: they are left out.
// eslint-disable-next-line no-control-regex -- these characters are what it finds
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeXml = (text: string): string => text.replace(NOT_XML, '').replace(/[&<>"]/g, (char) => ENTITIES[char]!);

/** 0 → A, 25 → Z, 26 → AA. */
export const columnName = (index: number): string => {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
};

const cellXml = (ref: string, value: TableCell, style: string): string => {
  if (value === null || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}"${style} t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = escapeXml(value.length > MAX_CELL_TEXT ? value.slice(0, MAX_CELL_TEXT) : value);
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
};

const rowXml = (number: number, cells: readonly TableCell[], style = ''): string =>
  `<row r="${number}">${cells.map((value, index) => cellXml(`${columnName(index)}${number}`, value, style)).join('')}</row>`;

/** A sheet name: at most 31 characters, none of []:*?/\. */
const sheetNameOf = (name: string, sheet: number): string => {
  const base = name.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Sheet';
  const suffix = sheet === 1 ? '' : ` ${sheet}`;
  return base.slice(0, 31 - suffix.length) + suffix;
};

/**
 * An Office Open XML workbook written as it goes: the package is a zip of XML parts, and the rows
 * are deflated into the sheet part page by page, never held whole. Strings are inline (no shared
 * string table to keep), numbers and booleans typed; the heading row is bold and frozen. Past a
 * sheet's row limit, the rows go on in a next sheet under the same heading.
 */
export const openXlsxFile = async (path: string, headings: readonly string[], options: { sheetName?: string; rowsPerSheet?: number } = {}): Promise<TableFile> => {
  const rowsPerSheet = Math.min(options.rowsPerSheet ?? XLSX_SHEET_ROWS - 1, XLSX_SHEET_ROWS - 1);
  const sink = fileSink(path);
  const output: Uint8Array[] = [];
  let zipFailure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) zipFailure = error;
    else output.push(chunk);
  });
  const flush = async () => {
    if (zipFailure) throw zipFailure;
    for (const chunk of output.splice(0)) await sink.write(chunk);
  };
  const part = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  };

  const sheetNames: string[] = [];
  let sheet: ZipDeflate | undefined;
  let rowsInSheet = 0;
  const startSheet = () => {
    sheetNames.push(sheetNameOf(options.sheetName ?? 'Sheet', sheetNames.length + 1));
    sheet = new ZipDeflate(`xl/worksheets/sheet${sheetNames.length}.xml`, { level: 6 });
    zip.add(sheet);
    sheet.push(strToU8(SHEET_START + rowXml(1, headings, ' s="1"')));
    rowsInSheet = 0;
  };
  const endSheet = () => sheet?.push(strToU8(SHEET_END), true);

  part('[Content_Types].xml', CONTENT_TYPES);
  part('_rels/.rels', ROOT_RELS);
  part('xl/styles.xml', STYLES);
  startSheet();
  await flush();

  return {
    async write(rows) {
      let xml = '';
      for (const row of rows) {
        if (rowsInSheet === rowsPerSheet) {
          sheet!.push(strToU8(xml));
          xml = '';
          endSheet();
          startSheet();
        }
        rowsInSheet += 1;
        xml += rowXml(rowsInSheet + 1, row);
      }
      if (xml !== '') sheet!.push(strToU8(xml));
      await flush();
    },
    async close() {
      endSheet();
      part('xl/workbook.xml', workbook(sheetNames));
      part('xl/_rels/workbook.xml.rels', workbookRels(sheetNames.length));
      zip.end();
      await flush();
      await sink.end();
    },
    async abort() {
      zip.terminate();
      await sink.destroy();
    },
  };
};
