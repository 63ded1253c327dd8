// What a V8 heap snapshot holds, grouped so that a server's memory can be read without DevTools:
// the total by kind of node, the constructors and code kinds that hold the most, the largest
// strings (a script's source shows up as one), and — through the bundle's source map — the
// packages and source folders whose functions are alive, with the compiled code they keep.
// Usage: node --max-old-space-size=4096 bench/heap-summary.mjs <file.heapsnapshot> [other.heapsnapshot]
//   With a second snapshot, each figure is shown for both (e.g. after start and after the load).
//   Snapshots: SNAPSHOT_DIR=<folder> node bench/memory.mjs …
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: node bench/heap-summary.mjs <file.heapsnapshot> [other.heapsnapshot]');
  process.exit(2);
}

/** The bundle's source map, to name the package or source folder a function comes from. */
const bundleMaps = new Map();
function sourceMapOf(scriptName) {
  if (!/\.c?js$/.test(scriptName)) return null;
  if (!bundleMaps.has(scriptName)) {
    let map = null;
    try {
      const file = scriptName.startsWith('file://') ? new URL(scriptName).pathname : scriptName;
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      // no map beside it
    }
    bundleMaps.set(scriptName, map);
  }
  return bundleMaps.get(scriptName);
}

/** `node_modules/<package>` or the first two folders of a source path. */
function moduleOf(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = source.slice(at + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const parts = source.replace(/^(\.\.\/)+/, '').split('/');
  const src = parts.indexOf('src');
  return src >= 0
    ? parts.slice(0, Math.min(parts.length - 1, src + 3)).join('/')
    : parts.slice(0, 2).join('/');
}

function summarize(file) {
  const snapshot = JSON.parse(readFileSync(file, 'utf8'));
  const meta = snapshot.snapshot.meta;
  const nodeFields = meta.node_fields;
  const edgeFields = meta.edge_fields;
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const N = nodeFields.length;
  const E = edgeFields.length;
  const { nodes, edges, strings } = snapshot;
  const typeAt = nodeFields.indexOf('type');
  const nameAt = nodeFields.indexOf('name');
  const sizeAt = nodeFields.indexOf('self_size');
  const edgeCountAt = nodeFields.indexOf('edge_count');
  const edgeTypeAt = edgeFields.indexOf('type');
  const edgeNameAt = edgeFields.indexOf('name_or_index');
  const edgeToAt = edgeFields.indexOf('to_node');
  const count = nodes.length / N;
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i += 1) {
    firstEdge[i] = e;
    e += nodes[i * N + edgeCountAt] * E;
    firstEdge[i + 1] = e;
  }
  const type = (i) => nodeTypes[nodes[i * N + typeAt]];
  const name = (i) => strings[nodes[i * N + nameAt]];
  const size = (i) => nodes[i * N + sizeAt];
  const edgeName = (e) => {
    const kind = edgeTypes[edges[e + edgeTypeAt]];
    return kind === 'element' || kind === 'hidden' ? null : strings[edges[e + edgeNameAt]];
  };
  const child = (i, wanted) => {
    for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += E)
      if (edgeName(e) === wanted) return edges[e + edgeToAt] / N;
    return -1;
  };

  let total = 0;
  const byType = new Map();
  const byConstructor = new Map();
  const byCode = new Map();
  const stringsBySize = [];
  const add = (map, key, bytes) => {
    const entry = map.get(key) ?? { bytes: 0, count: 0 };
    entry.bytes += bytes;
    entry.count += 1;
    map.set(key, entry);
  };
  for (let i = 0; i < count; i += 1) {
    const t = type(i);
    const bytes = size(i);
    total += bytes;
    add(byType, t, bytes);
    if (t === 'object' || t === 'closure' || t === 'regexp') add(byConstructor, `${t}: ${name(i)}`, bytes);
    else if (t === 'code' || t === 'hidden' || t === 'array' || t === 'object shape')
      add(byCode, `${t}: ${name(i).replace(/\d+/g, '#').slice(0, 60)}`, bytes);
    if ((t === 'string' || t === 'concatenated string') && bytes > 32 * 1024)
      stringsBySize.push({ bytes, text: name(i).slice(0, 70).replace(/\s+/g, ' ') });
  }

  // Functions by where their code comes from: a closure's location gives its script and position,
  // its shared function info the compiled code (bytecode, feedback metadata, scope info) it keeps.
  const byModule = new Map();
  const seenShared = new Set();
  const locations = snapshot.locations ?? [];
  const locationFields = meta.location_fields ?? ['object_index', 'script_id', 'line', 'column'];
  // The compiled code a function keeps: what its shared info points to (bytecode, baseline or
  // optimized code, their constant pools and tables, scope info, feedback metadata), not other
  // functions' shared infos nor the script.
  const counted = new Set();
  const codeSize = (node, depth) => {
    if (counted.has(node) || depth > 3) return 0;
    const t = type(node);
    if (t !== 'code' && t !== 'array' && t !== 'hidden') return 0;
    const label = name(node);
    if (label === '(shared function info)' || label.startsWith('file://')) return 0;
    counted.add(node);
    let bytes = size(node);
    for (let e = firstEdge[node]; e < firstEdge[node + 1]; e += E)
      bytes += codeSize(edges[e + edgeToAt] / N, depth + 1);
    return bytes;
  };
  for (let l = 0; l < locations.length; l += locationFields.length) {
    const node = locations[l] / N;
    if (type(node) !== 'closure') continue;
    const shared = child(node, 'shared');
    if (shared < 0 || seenShared.has(shared)) continue;
    seenShared.add(shared);
    const script = child(shared, 'script_or_debug_info');
    const scriptName = script >= 0 ? name(script) : '(no script)';
    let where = /^(file:\/\/)?\//.test(scriptName) ? path.basename(scriptName) : scriptName || '(native)';
    const map = sourceMapOf(scriptName);
    if (map) {
      const entry = map.findEntry(locations[l + 2], locations[l + 3]);
      if (entry?.originalSource) where = moduleOf(entry.originalSource);
    }
    let bytes = size(shared);
    for (let e = firstEdge[shared]; e < firstEdge[shared + 1]; e += E) {
      const label = edgeName(e);
      if (
        label === 'function_data' ||
        label === 'name_or_scope_info' ||
        label === 'raw_outer_scope_info_or_feedback_metadata'
      )
        bytes += codeSize(edges[e + edgeToAt] / N, 0);
    }
    bytes += codeSize(child(node, 'code'), 0);
    const cell = child(node, 'feedback_cell');
    if (cell >= 0) bytes += codeSize(cell, 0);
    add(byModule, where, bytes);
  }
  return { total, byType, byConstructor, byCode, stringsBySize, byModule };
}

const summaries = files.map((file) => ({ file: path.basename(file), ...summarize(file) }));
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(2);
const header = summaries.map((s) => s.file).join(' | ');

function table(title, key, limit) {
  const keys = new Map();
  for (const s of summaries) for (const [k, v] of s[key]) keys.set(k, Math.max(keys.get(k) ?? 0, v.bytes));
  const top = [...keys].sort((a, b) => b[1] - a[1]).slice(0, limit);
  console.log(`\n## ${title}\n\n| | ${header} |\n| --- |${summaries.map(() => ' --- |').join('')}`);
  for (const [k] of top)
    console.log(
      `| ${k} | ${summaries
        .map((s) => {
          const v = s[key].get(k);
          return v ? `${mb(v.bytes)} MB (${v.count})` : '—';
        })
        .join(' | ')} |`,
    );
}

console.log(
  `# Heap snapshot summary\n\nTotal self size: ${summaries.map((s) => `${s.file} ${mb(s.total)} MB`).join(', ')}`,
);
table('By kind of node', 'byType', 20);
table('Objects and closures by constructor', 'byConstructor', 40);
table('Code, arrays and hidden nodes by name', 'byCode', 40);
table(
  'Compiled functions alive, by package or source folder (shared info, bytecode, metadata)',
  'byModule',
  60,
);
for (const s of summaries) {
  console.log(`\n## Strings over 32 KB: ${s.file}\n`);
  for (const { bytes, text } of s.stringsBySize.sort((a, b) => b.bytes - a.bytes).slice(0, 25))
    console.log(`- ${mb(bytes)} MB: ${JSON.stringify(text)}`);
}
