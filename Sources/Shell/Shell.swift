// The shell layer: sessions, commands, rendering, transcripts.
