package dev.lilt.bench.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ResultTest {
    private static final String JMH = "[ {\n"
            + "  \"jmhVersion\" : \"1.37\", \"benchmark\" : \"dev.lilt.bench.pipe.PublishBenchmark.lilt\",\n"
            + "  \"mode\" : \"avgt\", \"threads\" : 1, \"forks\" : 1,\n"
            + "  \"jvmArgs\" : [ \"-Xmx2g\" ],\n"
            + "  \"params\" : { \"subscribers\" : \"8\" },\n"
            + "  \"primaryMetric\" : { \"score\" : 21.5, \"scoreError\" : 1.25e0, \"scoreUnit\" : \"ns/op\",\n"
            + "    \"rawData\" : [ [ 21.0, 22.0 ] ] },\n"
            + "  \"secondaryMetrics\" : { \"gc.alloc.rate.norm\" : { \"score\" : 0.0, \"scoreError\" : \"NaN\","
            + " \"scoreUnit\" : \"B/op\" } }\n"
            + "} ]";

    @Test
    void parse_jmhRow_readsNameParamsScoreAndBytes() {
        List<Result> rows = Result.parse(JMH);

        assertThat(rows).singleElement().satisfies(r -> {
            assertThat(r.group()).isEqualTo("PublishBenchmark");
            assertThat(r.method()).isEqualTo("lilt");
            assertThat(r.params()).isEqualTo(Map.of("subscribers", "8"));
            assertThat(r.score()).isEqualTo(21.5);
            assertThat(r.error()).isEqualTo(1.25);
            assertThat(r.unit()).isEqualTo("ns/op");
            assertThat(r.bytesPerOp()).isZero();
        });
    }

    @Test
    void parse_withoutGcProfiler_bytesAreNaN() {
        String row = JMH.replace("\"gc.alloc.rate.norm\"", "\"other\"");

        assertThat(Result.parse(row).get(0).bytesPerOp()).isNaN();
    }

    @Test
    void json_escapesAndLiterals_decode() {
        assertThat(Json.parse("{\"a\":\"x\\\"\\u0041\",\"b\":[true,false,null,-2.5e1]}"))
                .isEqualTo(Map.of("a", "x\"A", "b", java.util.Arrays.asList(true, false, null, -25.0)));
    }

    @Test
    void json_truncated_throwsNamingOffset() {
        assertThatThrownBy(() -> Json.parse("[1, 2"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("offset 5");
    }

    @Test
    void valueLabel_showsRatioToLimitAndBytes() {
        Result r = Result.parse(JMH).get(0);

        assertThat(ChartMain.valueLabel(r, 10.75)).isEqualTo("21.5  (2.0× limit)  0.00 B/op");
    }

    @Test
    void merge_laterClass_replacesEarlierRowsOfThatClass() {
        List<Result> first = Result.parse(JMH);
        List<Result> second = Result.parse(JMH.replace("21.5", "9.5"));

        List<Result> merged = ChartMain.merge(first, second);

        assertThat(merged).singleElement().extracting(Result::score).isEqualTo(9.5);
    }
}
