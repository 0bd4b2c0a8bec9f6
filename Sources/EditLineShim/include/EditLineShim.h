#ifndef LAYOUTSH_EDITLINE_SHIM_H
#define LAYOUTSH_EDITLINE_SHIM_H

// libedit's el_set() and history() are variadic, which Swift cannot call.
// These wrappers give each call layoutsh needs a fixed signature.

#include <stdio.h>
#include <histedit.h>

typedef char *_Nullable (*lsh_prompt_fn)(EditLine *_Nullable);
typedef unsigned char (*lsh_complete_fn)(EditLine *_Nullable, int);

/// Sets the prompt function (EL_PROMPT).
int lsh_el_set_prompt(EditLine *_Nonnull el, lsh_prompt_fn _Nonnull fn);
/// Chooses the key bindings ("emacs" or "vi") (EL_EDITOR).
int lsh_el_set_editor(EditLine *_Nonnull el, const char *_Nonnull mode);
/// Attaches a history (EL_HIST).
int lsh_el_set_history(EditLine *_Nonnull el, History *_Nonnull h);
/// Turns signal handling on (EL_SIGNAL).
int lsh_el_set_signal(EditLine *_Nonnull el, int on);
/// Adds a named editor function and binds it to a key sequence (EL_ADDFN + EL_BIND).
int lsh_el_bind_function(EditLine *_Nonnull el, const char *_Nonnull name,
                         const char *_Nonnull help, lsh_complete_fn _Nonnull fn,
                         const char *_Nonnull key);
/// Stores a pointer for callbacks (EL_CLIENTDATA).
int lsh_el_set_clientdata(EditLine *_Nonnull el, void *_Nullable data);
/// Reads the pointer stored with lsh_el_set_clientdata.
void *_Nullable lsh_el_get_clientdata(EditLine *_Nonnull el);

/// Sets the number of entries kept (H_SETSIZE).
int lsh_history_setsize(History *_Nonnull h, int size);
/// Appends an entry (H_ENTER).
int lsh_history_enter(History *_Nonnull h, const char *_Nonnull line);
/// Loads entries from a file (H_LOAD).
int lsh_history_load(History *_Nonnull h, const char *_Nonnull path);
/// Saves entries to a file (H_SAVE).
int lsh_history_save(History *_Nonnull h, const char *_Nonnull path);
/// Drops consecutive duplicates (H_SETUNIQUE).
int lsh_history_setunique(History *_Nonnull h, int unique);

/// The libedit version the shim was built against, as LIBEDIT_MAJOR.LIBEDIT_MINOR.
const char *_Nonnull lsh_libedit_version(void);

/// The process's environment, for posix_spawn (Swift 6 may not read the
/// global `environ` itself).
char *_Nullable const *_Nullable lsh_environ(void);

#endif
