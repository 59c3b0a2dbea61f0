/** The guide page "Connecting an AI assistant (MCP)" (/docs/guide/mcp): POST /mcp and the stdio proxy (api/mcp.ts, client/bin/orrery-mcp.mjs). Markdown. */
export const ASSISTANTS_GUIDE = `
## Connecting an AI assistant (MCP)

Orrery is also a [Model Context Protocol](https://modelcontextprotocol.io) server, so a chat assistant or an
agent can call it as tools. The endpoint is \`POST /mcp\` (Streamable HTTP, protocol 2025-06-18 or newer, JSON
answers), with the same key as every other call: \`Authorization: Bearer ak_…\` or \`X-API-Key\`; without one it
is 401 \`MISSING_API_KEY\`.

- **Tools**: one per endpoint of the [API reference](/docs), named for people and models (\`natal_chart\`, \`vimshottari_dasha\`,
  \`moon_phase_calendar\`, \`numerology_core_numbers\`, …: each tool's description ends with the HTTP call it
  makes), plus \`batch_calls\`, \`create_bulk_job\`, \`get_bulk_job\`, \`cancel_bulk_job\` and \`get_usage\`. A tool's
  \`inputSchema\` is the endpoint's request schema (the query's fields for a GET endpoint), its \`outputSchema\` the
  success envelope \`{ data, meta }\`. A result carries it whole as \`structuredContent\`, and in \`_meta\` the quota
  left (\`orrery/quota\`) and, for cached endpoints, \`orrery/cache\`.
- **Text content**: beside \`structuredContent\`, two text blocks. The first is a short rendering to read without
  parsing JSON: the tool and its HTTP call (and any warnings), then a few lines naming the main results, such as
  the Sun, Moon and Ascendant with their degrees and signs as \`degreeFormatted\` gives them, the dasha periods
  running at \`targetDate\`, a panchanga's tithi, nakshatra, yoga and karana with their local times, or the yogas
  present. Times are the answer's local ones (\`…Local\`), and names are the answer's own, so in the request's
  \`lang\`; the connecting words are English. The second block is the answer's JSON, for clients that read only
  text (the MCP specification asks for it): whole when it is at most 32 KB; a larger answer (a dasha to depth 3 or
  more, the yoga catalogue, astrocartography) is abridged there, lists cut to their first 3 items (but where the
  schema fixes a list's length) and long strings to 300 characters, after a sentence that says so and that the
  whole answer is in \`structuredContent\`.
- **What to pass**: dates are local wall time at the place, \`YYYY-MM-DDTHH:MM[:SS]\` without a zone designator;
  \`lat\`/\`lng\` are decimal degrees (north and east positive); \`lang\` answers in any of the [languages](/docs/guide/languages).
- **Metering**: a tool call is the HTTP call it maps to. It costs the same units, is counted under the same
  endpoint in usage (\`GET /v1/usage\`, the portal), and meets the same rate limit: each POST to \`/mcp\`, one
  message, counts as one request of the key. Listing tools, resources and prompts costs nothing. Invalid input
  is never metered.
- **Errors**: a call that fails is a tool result with \`isError: true\`, whose text is the HTTP error envelope:
  the same \`error\` code, \`message\` and, for \`VALIDATION_ERROR\`, \`details\` naming each field, so the model can
  correct its call. An unknown tool or resource is a JSON-RPC error.
- **Resources**: \`orrery://reference/ayanamsas\`, \`orrery://reference/house-systems\` and
  \`orrery://reference/dasha-systems\`, the lists to choose \`ayanamsa\`, \`houseSystem\` and a dasha system from.
  **Prompt**: \`chart_summary\` (date, lat, lng, optionally place and lang) asks for a summary of a birth chart
  through the tools.
- **Stateless**: no \`Mcp-Session-Id\` is issued and \`GET\`/\`DELETE /mcp\` are 405. Every message stands alone, so
  any server of a fleet can answer it behind a plain load balancer; nothing is kept between messages.

**Remote connectors** (assistants that speak Streamable HTTP): add a custom connector with the URL
\`https://YOUR-HOST/mcp\` and the header \`Authorization: Bearer ak_…\`.

**Desktop assistants** that start local servers over stdio: the repository's \`client/bin/orrery-mcp.mjs\` proxies
stdio to a remote Orrery. For example, in an assistant's MCP server settings:

\`\`\`json
{ "mcpServers": { "orrery": { "command": "node",
    "args": ["/path/to/orrery/client/bin/orrery-mcp.mjs", "--url", "https://YOUR-HOST"],
    "env": { "ORRERY_API_KEY": "ak_…" } } } }
\`\`\`

\`--key ak_…\` works too, but a key in the environment stays out of process listings.

**Trying it**: the MCP Inspector, \`npx @modelcontextprotocol/inspector\`, transport *Streamable HTTP*, URL
\`https://YOUR-HOST/mcp\`, header \`Authorization\` = \`Bearer ak_…\`; *List Tools*, pick one, fill in its form, *Run
Tool*. Each run is a metered call.
`;
