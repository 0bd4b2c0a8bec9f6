// The language layer.
