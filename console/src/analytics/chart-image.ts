const SVG_NS = 'http://www.w3.org/2000/svg';
const TITLE_HEIGHT = 32;
const LEGEND_ROW = 22;
const MARGIN = 16;

/** What the image says beside the drawing: its title, and each series' colour and name (recharts draws its legend in HTML). */
export interface ChartImageText {
  title: string;
  subtitle: string;
  legend: readonly { label: string; colour: string; dashed?: boolean }[];
}

/** Elements of the live chart that are for the screen only: the zoom brush and the hover cursor. */
const SCREEN_ONLY = '.recharts-brush, .recharts-tooltip-cursor, .recharts-active-dot';

const element = <K extends keyof SVGElementTagNameMap>(name: K, attributes: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] => {
  const created = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) created.setAttribute(key, String(value));
  if (text !== undefined) created.textContent = text;
  return created;
};

/**
 * The chart as a standalone SVG document: the drawing as shown (without its brush and hover marks),
 * on a white ground, under its title and question, over a legend of its series. Fonts and colours
 * are written into the file, so it reads the same opened anywhere.
 */
export const chartSvg = (drawing: SVGSVGElement, text: ChartImageText): { svg: string; width: number; height: number } => {
  const width = Number(drawing.getAttribute('width')) || drawing.getBoundingClientRect().width;
  const drawingHeight = Number(drawing.getAttribute('height')) || drawing.getBoundingClientRect().height;
  const legendHeight = text.legend.length === 0 ? 0 : LEGEND_ROW * text.legend.length + MARGIN / 2;
  const height = TITLE_HEIGHT * 2 + drawingHeight + legendHeight;

  const root = element('svg', { width, height, viewBox: `0 0 ${width} ${height}`, 'font-family': 'Roboto, Helvetica, Arial, sans-serif', 'font-size': 12 });
  root.append(element('title', {}, text.title));
  root.append(element('rect', { x: 0, y: 0, width, height, fill: '#ffffff' }));
  root.append(element('text', { x: MARGIN, y: 22, 'font-size': 16, 'font-weight': 500, fill: '#1f1f1f' }, text.title));
  root.append(element('text', { x: MARGIN, y: 22 + 20, fill: '#555555' }, text.subtitle));

  const copy = drawing.cloneNode(true) as SVGSVGElement;
  for (const screenOnly of Array.from(copy.querySelectorAll(SCREEN_ONLY))) screenOnly.remove();
  const placed = element('g', { transform: `translate(0, ${TITLE_HEIGHT * 2})` });
  placed.append(...Array.from(copy.childNodes));
  root.append(placed);

  text.legend.forEach((entry, index) => {
    const y = TITLE_HEIGHT * 2 + drawingHeight + MARGIN / 2 + index * LEGEND_ROW;
    root.append(
      entry.dashed === true
        ? element('line', { x1: MARGIN, y1: y + 7, x2: MARGIN + 14, y2: y + 7, stroke: entry.colour, 'stroke-width': 2, 'stroke-dasharray': '4 3' })
        : element('rect', { x: MARGIN, y, width: 14, height: 14, fill: entry.colour }),
    );
    root.append(element('text', { x: MARGIN + 22, y: y + 11, fill: '#1f1f1f' }, entry.label));
  });
  return { svg: `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(root)}`, width, height };
};

/** The SVG drawn onto a canvas at `scale` pixels per point, as a PNG. */
export const svgToPng = async ({ svg, width, height }: { svg: string; width: number; height: number }, scale = 2): Promise<Blob> => {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    const loaded = new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The chart image could not be drawn.'));
    });
    image.src = url;
    await loaded;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('This browser cannot draw images.');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob === null ? reject(new Error('The chart image could not be made.')) : resolve(blob)), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
};
