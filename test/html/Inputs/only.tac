func only(a):
  ret a
