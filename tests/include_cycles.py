#!/usr/bin/env python3
"""No include cycle in a library folder: no file includes itself through others (Tarjan's strongly
connected components over the quoted #includes), and no folder includes a file of the folder
above that includes it back (the circle ga/engine.hpp -> models/model.hpp,
models/evolution.hpp -> ../engine.hpp was one). Usage: include_cycles.py DIR (exit 1 on a cycle)."""
import os, re, sys
root = os.path.normpath(sys.argv[1])
graph = {}
for d, _, files in os.walk(root):
    for f in files:
        if not f.endswith(('.hpp', '.cpp')): continue
        p = os.path.normpath(os.path.join(d, f))
        deps = []
        for line in open(p):
            m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
            if m:
                q = os.path.normpath(os.path.join(d, m.group(1)))
                if not os.path.exists(q): q = os.path.normpath(os.path.join(root, m.group(1)))
                if os.path.exists(q): deps.append(q)
        graph[p] = deps
# Tarjan's strongly connected components: a component of more than one file (or a self-include) is a cycle.
index, low, stack, on, sccs, counter = {}, {}, [], set(), [], [0]
sys.setrecursionlimit(10000)
def visit(v):
    index[v] = low[v] = counter[0]; counter[0] += 1; stack.append(v); on.add(v)
    for w in graph.get(v, []):
        if w not in index: visit(w); low[v] = min(low[v], low[w])
        elif w in on: low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = stack.pop(); on.discard(w); comp.append(w)
            if w == v: break
        if len(comp) > 1 or v in graph.get(v, []): sccs.append(comp)
for v in graph:
    if v not in index: visit(v)
print(f"{len(graph)} files, {sum(len(d) for d in graph.values())} quoted includes, {len(sccs)} cycles")
for c in sccs: print("cycle:", sorted(c))
def closure(v, seen=None):
    seen = set() if seen is None else seen
    for w in graph.get(v, []):
        if w not in seen: seen.add(w); closure(w, seen)
    return seen
# Layers: ga/'s own files that a folder's files reach must not reach back into that folder
# (the circle engine.hpp -> models/model.hpp, models/evolution.hpp -> ../engine.hpp was one).
bad = []
for folder in sorted({os.path.dirname(p) for p in graph if os.path.dirname(p) != root}):
    reached = set().union(*(closure(p) for p in graph if os.path.dirname(p) == folder))
    for top in sorted(q for q in reached if os.path.dirname(q) == root):
        back = sorted(q for q in closure(top) if os.path.dirname(q) == folder)
        if back: bad.append(f"{folder} -> {top} -> {back}")
print(f"{len(bad)} folder circles")
for b in bad: print("circle:", b)
sys.exit(1 if sccs or bad else 0)
