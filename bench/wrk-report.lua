-- wrk's report as one JSON line (bench/api-throughput.mjs reads it): requests, seconds, latency
-- percentiles in microseconds, and everything that was not a 2xx/3xx answer or failed.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"seconds":%.6f,"p50_us":%d,"p99_us":%d,"max_us":%d,"non2xx":%d,"errors":%d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(99), latency.max,
    e.status, e.connect + e.read + e.write + e.timeout))
end
