; Already in SSA form: a loop with phis, floats and a bool, no memory.
define double @mean(i64 %n) {
entry:
  br label %head

head:
  %i = phi i64 [ 0, %entry ], [ %next, %body ]
  %sum = phi double [ 0.000000e+00, %entry ], [ %add, %body ]
  %more = icmp slt i64 %i, %n
  br i1 %more, label %body, label %done

body:
  %add = fadd double %sum, 2.500000e-01
  %next = add i64 %i, 1
  br label %head

done:
  %half = fmul double %sum, 5.000000e-01
  ret double %half
}

define i64 @main() {
entry:
  %m = call double @mean(i64 8)
  %big = fcmp ogt double %m, 9.000000e-01
  br i1 %big, label %yes, label %no

yes:
  ret i64 1

no:
  ret i64 0
}
