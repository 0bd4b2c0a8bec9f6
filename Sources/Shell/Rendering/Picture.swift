// Placeholder replaced by the terminal picture renderer.
