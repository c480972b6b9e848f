"""Templates and assets of the HTML report (package data, read with importlib.resources)."""
