func f():
  ret 0

func g():
  ret 1

func f():
  x = const 1
  ret %nothing

func h():
  ret %missing
