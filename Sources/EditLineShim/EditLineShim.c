#include "EditLineShim.h"

int lsh_el_set_prompt(EditLine *el, lsh_prompt_fn fn) { return el_set(el, EL_PROMPT, fn); }
int lsh_el_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
int lsh_el_set_history(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }
int lsh_el_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }

int lsh_el_bind_function(EditLine *el, const char *name, const char *help,
                         lsh_complete_fn fn, const char *key) {
    if (el_set(el, EL_ADDFN, name, help, fn) != 0) return -1;
    return el_set(el, EL_BIND, key, name, NULL);
}

int lsh_el_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }

void *lsh_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}

int lsh_history_setsize(History *h, int size) { HistEvent ev; return history(h, &ev, H_SETSIZE, size); }
int lsh_history_enter(History *h, const char *line) { HistEvent ev; return history(h, &ev, H_ENTER, line); }
int lsh_history_load(History *h, const char *path) { HistEvent ev; return history(h, &ev, H_LOAD, path); }
int lsh_history_save(History *h, const char *path) { HistEvent ev; return history(h, &ev, H_SAVE, path); }
int lsh_history_setunique(History *h, int unique) { HistEvent ev; return history(h, &ev, H_SETUNIQUE, unique); }

#define LSH_STR2(x) #x
#define LSH_STR(x) LSH_STR2(x)
const char *lsh_libedit_version(void) { return LSH_STR(LIBEDIT_MAJOR) "." LSH_STR(LIBEDIT_MINOR); }

extern char **environ;
char *const *lsh_environ(void) { return environ; }
