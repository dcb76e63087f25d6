-- wrk script for the API benchmarks (bench/wrk.ts runs it):
--   wrk ... -s bench/wrk-requests.lua URL -- MODE START THREADS WORDS_FILE PAGES EXTRA COMMON
-- MODE fixed:   the URL given, every time (answer cache hits after the first)
--      junk:    the URL given with junk parameters (utm_*, fbclid), other values every time
--      pages:   /api/v1/news/?lang=..&ordering=..&page=N, every request a different one
--      rare:    /api/v1/news/?lang=..&search=WORD[+WORD], rare words (the words file after its first COMMON lines)
--      common:  /api/v1/news/?lang=..&search=WORD&page=1..10, common words (the first COMMON lines)
--      mixed:   pages and rare searches in turn
--      popular: one of 50 popular searches (the first 50 common words) and a one-off deep page in turn:
--               a crawl beside the answers many visitors ask (the answer cache's doorkeeper)
-- A mode ending in `:ordered` adds one of the four orderings, in turn.
-- Request k (k = START + thread + THREADS * i) is a function of k alone, so no two requests of a
-- run ask the same thing (until the space runs out: 133,000 pages, 16 million rare searches,
-- 40,000 common ones, 160,000 with the orderings).
-- EXTRA is appended to every path (the client's filters; the warm-up's `&page_size=7` keeps its
-- URLs out of the measured ones). done() prints one JSON line that bench/wrk.ts reads.

local mode, ordered, start, nthreads, pages, extra, common = "fixed", false, 0, 1, 1, "", 0
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
  if mode:sub(-8) == ":ordered" then
    mode = mode:sub(1, -9)
    ordered = true
  end
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
  common = tonumber(args[7] or "0")
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

-- k -> a rare word (k mod n) and a variant: single words first (accented or not, sl or en), then pairs.
local function rare_path(k)
  local n = #words - common
  local a = common + k % n + 1
  local variant = math.floor(k / n)
  local term, lang
  if variant < 4 then
    term = (variant % 2 == 0) and words[a] or plain[a]
    lang = (variant < 2) and "sl" or "en"
  else
    local b = common + (variant - 4) % n + 1
    term = words[a] .. " " .. ((variant % 2 == 0) and words[b] or plain[b])
    lang = (math.floor((variant - 4) / n) % 2 == 0) and "sl" or "en"
  end
  return "/api/v1/news/?lang=" .. lang .. "&search=" .. encode(term), variant
end

-- k -> a common word (k mod n), accented or not, sl or en, one of the first 10 pages of its matches.
local function common_path(k)
  local a = k % common + 1
  local variant = math.floor(k / common)
  local term = (variant % 2 == 0) and words[a] or plain[a]
  local lang = (math.floor(variant / 2) % 2 == 0) and "sl" or "en"
  local page = math.floor(variant / 4) % 10 + 1
  return "/api/v1/news/?lang=" .. lang .. "&search=" .. encode(term) .. "&page=" .. page, math.floor(variant / 40)
end

function request()
  if mode == "fixed" then return wrk.request() end
  local k = start + thread_index + nthreads * sent
  sent = sent + 1
  if mode == "junk" then
    return wrk.format("GET", wrk.path .. "&utm_source=newsletter&utm_medium=email&fbclid=IwAR" .. k .. extra)
  end
  local path, variant = nil, k
  if mode == "popular" and k % 2 == 0 then
    return wrk.format("GET", "/api/v1/news/?lang=sl&search=" .. encode(words[math.floor(k / 2) % 50 + 1]) .. "&page_size=6" .. extra)
  end
  if mode == "pages" or ((mode == "mixed" or mode == "popular") and k % 2 == 1) then
    path = page_path(mode == "pages" and k or math.floor(k / 2))
  elseif mode == "common" then
    path, variant = common_path(k)
  else
    path, variant = rare_path(mode == "mixed" and math.floor(k / 2) or k)
  end
  -- (turned by the request number too: the variant alone stays the same through a whole run)
  if ordered then path = path .. "&ordering=" .. orderings[(variant + k) % 4 + 1] end
  return wrk.format("GET", path .. extra)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"duration_us":%d,"errors":%d,"status_errors":%d,"timeouts":%d,"p50_us":%d,"p99_us":%d,"max_us":%d}\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
