#!/usr/bin/env python3
"""No include cycle in a library folder, read as a reader of the code sees it. A module is a header
and its source (x.hpp and x.cpp), and uses what either of its files includes; a room is a module
of the folder's top or a whole sub-folder. Three checks, each Tarjan's strongly connected
components over the quoted #includes:
  - no header includes itself through others;
  - no module reaches itself through others (first.cpp -> first_batched.hpp -> first.hpp was
    one: the source's include closes a circle the headers do not);
  - no room reaches itself: a sub-folder never includes a top file or another sub-folder that
    includes it back, by a header or a source (local/ -> problem/instance.hpp and
    problem/generators.cpp -> local/ was one; key_claims.cpp -> models/, models/model.cpp ->
    key_claims.hpp another), so the rooms stack in floors, each using only those below.
Usage: include_cycles.py DIR (exit 1 on a cycle)."""
import os, re, sys

root = os.path.normpath(sys.argv[1])


def module(path):
    return os.path.splitext(path)[0]


def room(mod):
    rel = os.path.relpath(mod, root)
    return rel if os.sep not in rel else rel.split(os.sep)[0] + os.sep


headers, modules = {}, {}
for d, _, files in os.walk(root):
    for f in files:
        if not f.endswith(('.hpp', '.cpp')):
            continue
        p = os.path.normpath(os.path.join(d, f))
        deps = modules.setdefault(module(p), set())
        header_deps = headers.setdefault(p, set()) if p.endswith('.hpp') else set()
        for line in open(p):
            m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
            if not m:
                continue
            q = os.path.normpath(os.path.join(d, m.group(1)))
            if not os.path.exists(q):
                q = os.path.normpath(os.path.join(root, m.group(1)))
            if not os.path.exists(q):
                continue
            if module(q) != module(p):
                deps.add(module(q))
            if q.endswith('.hpp'):
                header_deps.add(q)


def cycles(graph):
    """The strongly connected components of more than one node (Tarjan's, iterative)."""
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter[0]; counter[0] += 1; stack.append(start); on.add(start)
        while work:
            v, children = work[-1]
            w = next(children, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter[0]; counter[0] += 1; stack.append(w); on.add(w)
                    work.append((w, iter(sorted(graph.get(w, ())))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop(); on.discard(w); comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1 or v in graph.get(v, ()):
                    found.append(sorted(comp))
    return found


rooms = {}
for mod, deps in modules.items():
    rooms.setdefault(room(mod), set()).update(room(d) for d in deps if room(d) != room(mod))
header_cycles, module_cycles, room_cycles = cycles(headers), cycles(modules), cycles(rooms)
print(f"{len(headers)} headers, {len(modules)} modules in {len(rooms)} rooms: "
      f"{len(header_cycles)} header cycles, {len(module_cycles)} module cycles, "
      f"{len(room_cycles)} room cycles")
for c in header_cycles:
    print("header cycle:", [os.path.relpath(h, root) for h in c])
for c in module_cycles:
    print("module cycle:", [os.path.relpath(m, root) for m in c])
for c in room_cycles:
    # Name the includes that close it, so that the reader knows where to cut.
    ties = sorted(f"{os.path.relpath(m, root)} -> {os.path.relpath(d, root)}"
                  for m in modules for d in modules[m]
                  if room(m) in c and room(d) in c and room(m) != room(d))
    print("room cycle:", c, "through", ties)
sys.exit(1 if header_cycles or module_cycles or room_cycles else 0)
