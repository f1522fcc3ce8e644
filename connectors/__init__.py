"""Connectors to other programs: Arthur's catalog served over MCP (mcp_server, mcp_tools, mcp_serve), and
outside MCP servers whose tools join Arthur's (mcp_client)."""
