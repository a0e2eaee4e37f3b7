"""The Python module `mopt`: every name it binds, on the examples (pytest;
ctest runs it as `python-module`)."""
import os

import pytest

import mopt

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
SUM = os.path.join(ROOT, "examples", "sum.tac")
FACT = os.path.join(ROOT, "test", "llvm", "Inputs", "read", "fact.ll")


def test_parse_reads_a_file_by_its_extension_and_text_as_tac():
    assert [f.name for f in mopt.parse(SUM).functions] == ["main", "sum_to"]
    text = "func f(a):\n  ret a\n"
    (f,) = mopt.parse(text).functions
    assert f.name == "f" and f.arguments == ["a"]
    assert str(mopt.parse(text)) == text


def test_parse_takes_a_format_and_reports_mopts_diagnostic():
    (main,) = mopt.parse("@main {\n  v: int = const 1;\n  print v;\n}\n",
                         format="bril").functions
    assert main.name == "main"
    with pytest.raises(ValueError, match=r"<string>:1:8: error: expected a parameter name"):
        mopt.parse("func f(:\n")
    with pytest.raises(ValueError, match="no input format 'cobol'"):
        mopt.parse(SUM, format="cobol")


def test_blocks_instructions_and_edges():
    fact = mopt.parse(FACT).functions[0]
    blocks = fact.blocks
    assert [b.name for b in blocks] == ["entry", "head", "body", "done"]
    head = blocks[1]
    assert [i.opcode for i in head.instructions] == ["load", "gt", "br"]
    assert str(head.instructions[1]) == "%cmp: bool = > %v, 1"
    assert head.instructions[1].name == "cmp"
    assert head.instructions[0].block == head
    assert head.successors == [blocks[2], blocks[3]]
    assert head.predecessors == [blocks[0], blocks[2]]
    assert len({blocks[1], head}) == 1


def test_dominator_tree_with_each_algorithm():
    fact = mopt.parse(FACT).functions[0]
    entry, head, body, done = fact.blocks
    for algorithm in (None, "chk", "slt", "lt", "snca", "iterative"):
        tree = fact.dominator_tree(algorithm)
        assert tree.idom(entry) is None
        assert tree.idom(body) == head and tree.idom(done) == head
        assert tree.dominates(entry, done) and not tree.dominates(body, done)
        assert tree.children(head) == [body, done]
    with pytest.raises(ValueError, match="unknown dominator algorithm 'snac'"):
        fact.dominator_tree("snac")
    other = mopt.parse(SUM).functions[0].blocks[0]
    with pytest.raises(ValueError, match="not in the tree's function"):
        fact.dominator_tree().idom(other)


def test_a_handle_keeps_its_module_alive():
    # The module is not named anywhere; the handles hold it.
    block = mopt.parse(FACT).functions[0].blocks[1]
    inst = block.instructions[1]
    del block
    assert str(inst) == "%cmp: bool = > %v, 1"
    assert inst.block.name == "head"
