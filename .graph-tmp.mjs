import fs from 'node:fs'; import path from 'node:path'; import ts from 'typescript';
const root = '/work/wt-bounds'; const dirs = ['app','lib','components'];
const files = [];
function walk(d){ for (const e of fs.readdirSync(path.join(root,d),{withFileTypes:true})) { const p = path.join(d,e.name); if (e.isDirectory()) { if (e.name!=='node_modules' && e.name!=='migrations') walk(p);} else if (/\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts')) files.push(p);} }
dirs.forEach(walk); ['proxy.ts','instrumentation.ts'].forEach(f=>files.push(f));
const set = new Set(files);
function resolve(from, spec){ let base; if (spec.startsWith('@/')) base = spec.slice(2); else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec); else return null;
 for (const c of [base, base+'.ts', base+'.tsx', base+'/index.ts', base+'/index.tsx']) if (set.has(c)) return c; return null; }
const typesOnly = process.argv.includes('--runtime');
const edges = new Map();
for (const f of files) { const src = fs.readFileSync(path.join(root,f),'utf8'); const sf = ts.createSourceFile(f, src, ts.ScriptTarget.Latest, false, f.endsWith('x')?ts.ScriptKind.TSX:ts.ScriptKind.TS);
 const out = new Set();
 for (const st of sf.statements) { let spec, typeOnly=false;
  if (ts.isImportDeclaration(st)) { spec = st.moduleSpecifier.text; const c = st.importClause; typeOnly = !!c && (c.isTypeOnly || (!c.name && c.namedBindings && ts.isNamedImports(c.namedBindings) && c.namedBindings.elements.length>0 && c.namedBindings.elements.every(e=>e.isTypeOnly))); }
  else if (ts.isExportDeclaration(st) && st.moduleSpecifier) { spec = st.moduleSpecifier.text; typeOnly = st.isTypeOnly; }
  if (!spec) continue; if (typesOnly && typeOnly) continue; const r = resolve(f, spec); if (r) out.add(r); }
 edges.set(f, out); }
const folder = f => { if (f.startsWith('lib/db/seed/')) return 'lib/db/seed'; const p = f.split('/'); return p.length===1 ? f : p.length>2 ? p[0]+'/'+p[1] : p[0]+'/'+p[1].replace(/\.tsx?$/,''); };
const fe = new Map();
for (const [f,outs] of edges) for (const t of outs) { const a=folder(f), b=folder(t); if (a===b) continue; const k=a+' -> '+b; if(!fe.has(k)) fe.set(k,[]); fe.get(k).push(f+' -> '+t); }
const seen = new Set();
for (const k of fe.keys()) { const [a,b]=k.split(' -> '); const r=b+' -> '+a; if (fe.has(r) && !seen.has(r)) { seen.add(k); if (a.startsWith('app')||b.startsWith('app')) continue; console.log('\n## '+a+' <-> '+b); for (const x of fe.get(k)) console.log('  '+x); for (const x of fe.get(r)) console.log('  '+x);} }
// SCCs
function scc(nodes, adj){ let i=0; const idx=new Map(), low=new Map(), st=[], on=new Set(), out=[];
 function sc(v){ idx.set(v,i); low.set(v,i); i++; st.push(v); on.add(v); for (const w of adj(v)) { if(!idx.has(w)){ sc(w); low.set(v,Math.min(low.get(v),low.get(w))); } else if (on.has(w)) low.set(v,Math.min(low.get(v),idx.get(w))); }
  if (low.get(v)===idx.get(v)) { const c=[]; let w; do { w=st.pop(); on.delete(w); c.push(w);} while(w!==v); if (c.length>1) out.push(c);} }
 for (const n of nodes) if(!idx.has(n)) sc(n); return out; }
const fadj = new Map(); for (const [f,outs] of edges) for (const t of outs){ const a=folder(f),b=folder(t); if(a===b) continue; if(!fadj.has(a)) fadj.set(a,new Set()); fadj.get(a).add(b);}
console.log('\n=== folder SCCs'); for (const c of scc([...fadj.keys()], v=>fadj.get(v)??[])) console.log(c.sort().join(' '));
console.log('\n=== file SCCs'); for (const c of scc([...edges.keys()], v=>edges.get(v)??[])) console.log(c.length, c.sort().join(' '));
