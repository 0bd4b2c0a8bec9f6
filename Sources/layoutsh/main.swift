print("layoutsh")
