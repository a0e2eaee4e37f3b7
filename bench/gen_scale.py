#!/usr/bin/env python3
"""Writes large programs for the pipeline benchmark, as TAC or LLVM IR.

    python3 bench/gen_scale.py --instructions 100000 --variables 2000 \
        [--functions 1] [--seed 1] [--llvm]

Each function mixes straight-line runs, if/else diamonds and loops nested
two deep over a pool of variables, about --instructions instructions in
all (split evenly over --functions functions, `main` calling the rest).
Loops run a few times and everything terminates, so the program can also be
run (`mopt --run`) as a check. With --llvm the same program is written as
LLVM IR in alloca form (every variable an alloca, every read a load, every
write a store), the input LLVM's `opt -passes=mem2reg` expects. Output is
deterministic for a seed.
"""
import argparse
import random

BINARY = {"+": "add", "-": "sub", "*": "mul", "^": "xor", "&": "and", "|": "or"}


class Function:
    """Blocks of simple instructions over variables, built by segments."""

    def __init__(self, name, variables, rng):
        self.name = name
        self.rng = rng
        self.vars = [f"v{i}" for i in range(variables)]
        self.blocks = []  # [label, [instruction tuples], terminator tuple]
        self.count = 0
        self.labels = 0
        self.new_block("start")

    def new_block(self, label):
        self.blocks.append([label, [], None])

    def emit(self, *inst):
        self.blocks[-1][1].append(inst)
        self.count += 1

    def end(self, *term):
        self.blocks[-1][2] = term
        self.count += 1

    def fresh(self, base):
        self.labels += 1
        return f"{base}{self.labels}"

    def var(self):
        return self.rng.choice(self.vars)

    def straight(self, n):
        for _ in range(n):
            op = self.rng.choice(list(BINARY))
            self.emit("bin", self.var(), op, self.var(), self.var())

    def diamond(self, body):
        then, other, join = (self.fresh(b) for b in ("then", "else", "join"))
        self.end("br<", self.var(), self.var(), then, other)
        for label in (then, other):
            self.new_block(label)
            self.straight(body)
            self.end("jmp", join)
        self.new_block(join)

    def loop(self, body, depth):
        counter = self.fresh("i")
        head, loop_body, done = (self.fresh(b) for b in ("head", "body", "exit"))
        self.emit("const", counter, 0)
        self.end("jmp", head)
        self.new_block(head)
        self.end("br<", counter, "3", loop_body, done)
        self.new_block(loop_body)
        self.segment(body, depth + 1)
        self.emit("bin", counter, "+", counter, "1")
        self.end("jmp", head)
        self.new_block(done)

    def segment(self, budget, depth=0):
        kind = self.rng.random()
        if depth < 2 and kind < 0.25:
            self.loop(budget, depth)
        elif kind < 0.6:
            self.diamond(max(1, budget // 2))
        else:
            self.straight(budget)

    def build(self, instructions, callees):
        for v in self.vars:  # give every variable a value first
            self.emit("const", v, self.rng.randrange(1, 100))
        while self.count < instructions:
            self.segment(self.rng.randrange(2, 12))
        for callee in callees:
            self.emit("call", self.var(), callee)
        self.emit("print", self.var())
        self.end("ret", self.var())

    def variables(self):
        names = set(self.vars)
        for _, insts, _ in self.blocks:
            names.update(i[1] for i in insts if i[0] in ("const", "bin", "call"))
        return sorted(names)


def render_tac(functions):
    out = []
    for f in functions:
        out.append(f"func {f.name}():")
        for label, insts, term in f.blocks:
            out.append(f"{label}:")
            for i in insts:
                if i[0] == "const":
                    out.append(f"  {i[1]} = const {i[2]}")
                elif i[0] == "bin":
                    out.append(f"  {i[1]} = {i[2]} {i[3]}, {i[4]}")
                elif i[0] == "call":
                    out.append(f"  {i[1]} = call {i[2]}")
                else:
                    out.append(f"  print {i[1]}")
            if term[0] == "jmp":
                out.append(f"  jmp {term[1]}")
            elif term[0] == "ret":
                out.append(f"  ret {term[1]}")
            else:
                f.labels += 1
                cond = f"%c{f.labels}"
                out.append(f"  {cond} = < {term[1]}, {term[2]}")
                out.append(f"  br {cond}, {term[3]}, {term[4]}")
        out.append("")
    return "\n".join(out)


def render_llvm(functions):
    out = ['@fmt = private constant [6 x i8] c"%lld\\0A\\00"',
           "declare i32 @printf(ptr, ...)", ""]
    for f in functions:
        temp = 0

        def load(operand):
            nonlocal temp
            if operand.isdigit():
                return operand
            temp += 1
            out.append(f"  %t{temp} = load i64, ptr %{operand}")
            return f"%t{temp}"

        name = "tac.main" if f.name == "main" else f.name
        out.append(f"define i64 @{name}() {{")
        out.append("alloca:")
        for v in f.variables():
            out.append(f"  %{v} = alloca i64")
            out.append(f"  store i64 0, ptr %{v}")
        out.append(f"  br label %{f.blocks[0][0]}")
        for label, insts, term in f.blocks:
            out.append(f"{label}:")
            for i in insts:
                if i[0] == "const":
                    out.append(f"  store i64 {i[2]}, ptr %{i[1]}")
                elif i[0] == "bin":
                    a, b = load(i[3]), load(i[4])
                    temp += 1
                    out.append(f"  %t{temp} = {BINARY[i[2]]} i64 {a}, {b}")
                    out.append(f"  store i64 %t{temp}, ptr %{i[1]}")
                elif i[0] == "call":
                    temp += 1
                    out.append(f"  %t{temp} = call i64 @{i[2]}()")
                    out.append(f"  store i64 %t{temp}, ptr %{i[1]}")
                else:
                    v = load(i[1])
                    temp += 1
                    out.append(f"  %t{temp} = call i32 (ptr, ...) @printf("
                               f"ptr @fmt, i64 {v})")
            if term[0] == "jmp":
                out.append(f"  br label %{term[1]}")
            elif term[0] == "ret":
                out.append(f"  ret i64 {load(term[1])}")
            else:
                a, b = load(term[1]), load(term[2])
                temp += 1
                out.append(f"  %t{temp} = icmp slt i64 {a}, {b}")
                out.append(f"  br i1 %t{temp}, label %{term[3]}, label %{term[4]}")
        out.append("}")
        out.append("")
    out.append("define i32 @main() {")
    out.append("  %r = call i64 @tac.main()")
    out.append("  ret i32 0")
    out.append("}")
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--instructions", type=int, default=100000)
    parser.add_argument("--variables", type=int, default=2000)
    parser.add_argument("--functions", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--llvm", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    names = ["main"] + [f"f{k}" for k in range(1, args.functions)]
    per_function = args.instructions // args.functions
    functions = []
    for k, name in enumerate(names):
        f = Function(name, args.variables, rng)
        f.build(per_function, names[1:] if k == 0 else [])
        functions.append(f)
    print(render_llvm(functions) if args.llvm else render_tac(functions))


if __name__ == "__main__":
    main()
