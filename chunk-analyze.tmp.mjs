import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
const dir = process.argv[2];
const names = process.argv.slice(3);
for (const f of fs.readdirSync(dir)) {
  if (!f.endsWith('.js.map')) continue;
  if (names.length && !names.some(n => f.startsWith(n))) continue;
  const map = JSON.parse(fs.readFileSync(path.join(dir, f)));
  const code = fs.readFileSync(path.join(dir, f.replace(/\.map$/, '')), 'utf8');
  const c = new SourceMapConsumer(map);
  const sizes = {};
  const lines = code.split('\n');
  // approximate: attribute each char segment to source
  let last = null;
  c.eachMapping(m => {
    sizes[m.source] = (sizes[m.source]||0);
  });
  const mappings = [];
  c.eachMapping(m => mappings.push(m));
  for (let i=0;i<mappings.length;i++){
    const m = mappings[i], n = mappings[i+1];
    let len;
    if (n && n.generatedLine === m.generatedLine) len = n.generatedColumn - m.generatedColumn;
    else len = (lines[m.generatedLine-1]||'').length - m.generatedColumn;
    sizes[m.source] = (sizes[m.source]||0) + len;
  }
  const arr = Object.entries(sizes).sort((a,b)=>b[1]-a[1]).slice(0,200);
  console.log('==', f, code.length);
  for (const [s,n] of arr) console.log(String(n).padStart(8), s.replace(/.*node_modules\//,'nm/'));
}
