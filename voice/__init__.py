"""Voice engines: speech to text and text to speech behind small interfaces."""
