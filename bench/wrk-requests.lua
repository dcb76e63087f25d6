-- wrk script for the API benchmarks (bench/wrk.ts runs it):
--   wrk ... -s bench/wrk-requests.lua URL -- MODE START THREADS WORDS_FILE PAGES EXTRA
-- MODE fixed:  the URL given, every time (answer cache hits after the first)
--      pages:  /api/v1/news/?lang=..&ordering=..&page=N, every request a different one
--      search: /api/v1/news/?lang=..&search=WORD[+WORD], every request a different one
--      mixed:  pages and search in turn
-- Request k (k = START + thread + THREADS * i) is a function of k alone, so no two requests of a
-- run ask the same thing (until the space runs out: 133,000 pages, 25 million searches).
-- EXTRA is appended to every path (the warm-up's `&page_size=7` keeps its URLs out of the
-- measured ones). done() prints one JSON line that bench/wrk.ts reads.

local mode, start, nthreads, pages, extra = "fixed", 0, 1, 1, ""
local words, plain = {}, {}
local sent = 0
local orderings = { "-date_made", "date_made", "-title", "title" }
local thread_count = 0

function setup(thread)
  thread:set("thread_index", thread_count)
  thread_count = thread_count + 1
end

function init(args)
  mode = args[1] or "fixed"
  start = tonumber(args[2] or "0")
  nthreads = tonumber(args[3] or "1")
  if args[4] and args[4] ~= "" then
    for line in io.lines(args[4]) do
      local word, bare = line:match("^([^\t]+)\t([^\t]+)$")
      if word then
        table.insert(words, word)
        table.insert(plain, bare)
      end
    end
  end
  pages = tonumber(args[5] or "1")
  extra = args[6] or ""
end

local function encode(text)
  return (text:gsub("[^%w%-%._~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

local function page_path(k)
  local lang = (k % 2 == 0) and "sl" or "en"
  local ordering = orderings[math.floor(k / 2) % 4 + 1]
  -- Spread over every page (7919 is a prime): deep pages as often as the first ones.
  local page = (math.floor(k / 8) * 7919) % pages + 1
  return "/api/v1/news/?lang=" .. lang .. "&ordering=" .. ordering .. "&page=" .. page
end

-- k -> a word (k mod n) and a variant: single words first (accented or not, sl or en), then pairs.
local function search_path(k)
  local n = #words
  local a = k % n + 1
  local variant = math.floor(k / n)
  local term, lang
  if variant < 4 then
    term = (variant % 2 == 0) and words[a] or plain[a]
    lang = (variant < 2) and "sl" or "en"
  else
    local b = (variant - 4) % n + 1
    term = words[a] .. " " .. ((variant % 2 == 0) and words[b] or plain[b])
    lang = (math.floor((variant - 4) / n) % 2 == 0) and "sl" or "en"
  end
  return "/api/v1/news/?lang=" .. lang .. "&search=" .. encode(term)
end

function request()
  if mode == "fixed" then return wrk.request() end
  local k = start + thread_index + nthreads * sent
  sent = sent + 1
  local path
  if mode == "pages" or (mode == "mixed" and k % 2 == 1) then
    path = page_path(mode == "mixed" and math.floor(k / 2) or k)
  else
    path = search_path(mode == "mixed" and math.floor(k / 2) or k)
  end
  return wrk.format("GET", path .. extra)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"duration_us":%d,"errors":%d,"status_errors":%d,"timeouts":%d,"p50_us":%d,"p99_us":%d,"max_us":%d}\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
