package dev.lilt.bench.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One JMH result row: benchmark class and method, parameters, score and unit, and bytes
 * allocated per operation when the run had {@code -prof gc}.
 *
 * @param group        the benchmark class's simple name, e.g. {@code PublishBenchmark}
 * @param method       the benchmark method, e.g. {@code lilt}
 * @param params       parameter name to value, sorted by name
 * @param score        the primary score
 * @param error        the score's error (NaN when JMH gave none)
 * @param unit         the score's unit, e.g. {@code ns/op}
 * @param bytesPerOp   {@code gc.alloc.rate.norm}, or NaN without the GC profiler
 */
public record Result(String group, String method, Map<String, String> params, double score, double error,
                     String unit, double bytesPerOp) {

    /**
     * Reads JMH's JSON result format.
     *
     * @param json the file's text
     * @return the rows in file order
     * @throws IllegalArgumentException if the text is not a JMH result array
     */
    @SuppressWarnings("unchecked")
    public static List<Result> parse(String json) {
        Object root = Json.parse(json);
        if (!(root instanceof List)) {
            throw new IllegalArgumentException("a JMH result file is a JSON array; got " + root);
        }
        List<Result> results = new ArrayList<>();
        for (Object o : (List<Object>) root) {
            Map<String, Object> row = (Map<String, Object>) o;
            String benchmark = (String) row.get("benchmark");
            int lastDot = benchmark.lastIndexOf('.');
            String cls = benchmark.substring(0, lastDot);
            String group = cls.substring(cls.lastIndexOf('.') + 1);
            Map<String, String> params = new TreeMap<>();
            Object p = row.get("params");
            if (p instanceof Map) {
                ((Map<String, Object>) p).forEach((k, v) -> params.put(k, String.valueOf(v)));
            }
            Map<String, Object> primary = (Map<String, Object>) row.get("primaryMetric");
            double bytes = Double.NaN;
            Object secondary = row.get("secondaryMetrics");
            if (secondary instanceof Map) {
                for (Map.Entry<String, Object> e : ((Map<String, Object>) secondary).entrySet()) {
                    if (e.getKey().endsWith("gc.alloc.rate.norm")) {
                        bytes = number(((Map<String, Object>) e.getValue()).get("score"));
                    }
                }
            }
            results.add(new Result(group, benchmark.substring(lastDot + 1), params, number(primary.get("score")),
                    number(primary.get("scoreError")), (String) primary.get("scoreUnit"), bytes));
        }
        return results;
    }

    private static double number(Object o) {
        if (o instanceof Double) {
            return (Double) o;
        }
        return Double.NaN;
    }

    /**
     * The parameters as {@code name=value} pairs, or "" without parameters.
     *
     * @return e.g. {@code subscribers=8}
     */
    public String paramLabel() {
        StringBuilder sb = new StringBuilder();
        params.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : " ").append(k).append('=').append(v));
        return sb.toString();
    }
}
