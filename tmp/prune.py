import re,sys
# Remove named imports no longer used in the file; drop emptied import lines.
for p in sys.argv[1:]:
  s=open(p).read()
  lines=s.split('\n'); out=[]
  body='\n'.join(l for l in lines if not l.startswith('import '))
  for l in lines:
    m=re.match(r"import (type )?\{ (.*) \} from '(.*)';$",l)
    if m:
      names=[n.strip() for n in m.group(2).split(',') if n.strip()]
      keep=[n for n in names if re.search(r'\b%s\b'%re.escape(n.split(' as ')[-1].replace('type ','')),body)]
      if not keep: continue
      l="import %s{ %s } from '%s';"%(m.group(1) or '',', '.join(keep),m.group(3))
    out.append(l)
  open(p,'w').write('\n'.join(out))
  # keep the leading import block sorted by module path, as the tree does
  s=open(p).read(); lines=s.split('\n')
  i=0
  while i<len(lines) and (lines[i].startswith('import ') ): i+=1
  block=lines[:i]
  if all(re.match(r"import .* from '.*';$",l) or re.match(r"import '.*';$",l) for l in block):
    key=lambda l:(0 if re.match(r"import '",l) else 1, re.search(r"'(.*)'",l).group(1).replace('@/','~'))
    block=sorted(block,key=key)
  open(p,'w').write('\n'.join(block+lines[i:]))
