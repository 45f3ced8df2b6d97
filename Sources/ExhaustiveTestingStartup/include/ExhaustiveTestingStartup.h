// Intentionally empty: this module only contributes a load-time constructor (see startup.c).
