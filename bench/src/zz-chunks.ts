import { screenModules } from './console-modules';
import { SCREENS, firstScreenModules } from './console-size';
const screen = SCREENS.find((s) => s.name.startsWith(process.argv[2]!))!;
const shares = screenModules(firstScreenModules(screen.path)).filter((s) => !s.chunk.includes('index-'));
const g = new Map<string, number>();
for (const s of shares) { const k = s.chunk.replace('assets/', '') + '  ' + s.module.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, ''); g.set(k, (g.get(k) ?? 0) + s.brotliBytes); }
for (const [k, v] of [...g].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 60))) console.log((v / 1000).toFixed(2).padStart(6), k);
