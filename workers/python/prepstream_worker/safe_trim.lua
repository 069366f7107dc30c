-- Trims a stream to ARGV[1] entries, but never past an entry that is undelivered (after a group's
-- last-delivered-id) or pending (at or after a group's lowest PEL id). Atomic, so nothing can be
-- delivered between computing the bound and trimming. No group yet: nothing is trimmed.
-- KEYS[1] = stream key, ARGV[1] = target length. Returns the number of entries removed.
local key = KEYS[1]
local target = tonumber(ARGV[1])
if redis.call('EXISTS', key) == 0 then return 0 end
if redis.call('XLEN', key) <= target then return 0 end
local groups = redis.call('XINFO', 'GROUPS', key)
if #groups == 0 then return 0 end
local function parse(id)
  local dash = string.find(id, '-')
  return tonumber(string.sub(id, 1, dash - 1)), tonumber(string.sub(id, dash + 1))
end
local function less(a, b)
  local am, as = parse(a)
  local bm, bs = parse(b)
  return am < bm or (am == bm and as < bs)
end
local safe = nil
for _, g in ipairs(groups) do
  local name, last
  for i = 1, #g, 2 do
    if g[i] == 'name' then name = g[i + 1] elseif g[i] == 'last-delivered-id' then last = g[i + 1] end
  end
  local ms, seq = parse(last)
  local candidate = string.format('%d-%d', ms, seq + 1)
  local pending = redis.call('XPENDING', key, name)
  if pending[1] > 0 and less(pending[2], candidate) then candidate = pending[2] end
  if safe == nil or less(candidate, safe) then safe = candidate end
end
local bound = safe
if target > 0 then
  local newest = redis.call('XREVRANGE', key, '+', '-', 'COUNT', target)
  local keep = newest[#newest][1]
  if less(keep, bound) then bound = keep end
end
return redis.call('XTRIM', key, 'MINID', bound)
