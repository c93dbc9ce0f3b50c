"""What the tests, the benchmarks and the tools share to drive the real thing: the service as a
real process and its HTTP client (`service`), random legal hands (`handgen`), the browser
(`chromium`).  It imports neither `tests` nor `bench` (checked by import-linter): the tests may
import the benchmarks' code, never the other way round."""
