"""Small widgets, one per module: they draw and report what the user did."""
