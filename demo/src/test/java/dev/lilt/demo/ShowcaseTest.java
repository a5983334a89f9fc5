package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShowcaseTest {
    private final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
    private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
    private final PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);

    private int run(String... args) {
        return Showcase.run(args, out, err);
    }

    private String out() {
        return outBytes.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return errBytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void unknownArgument_printsUsage_status2() {
        assertThat(run("--bogus")).isEqualTo(2);
        assertThat(err()).startsWith("showcase: unknown argument: --bogus").contains(Options.USAGE);
        assertThat(out()).isEmpty();
    }

    @Test
    void outWithoutValue_printsUsage_status2() {
        assertThat(run("--headless", "--out")).isEqualTo(2);
        assertThat(err()).startsWith("showcase: --out needs a value").contains("usage:");
    }

    @Test
    void tabNotANumber_status2() {
        assertThat(run("--tab", "x")).isEqualTo(2);
        assertThat(err()).startsWith("showcase: --tab must be a number >= 1: x");
    }

    @Test
    void help_printsUsageToOut_status0() {
        assertThat(run("--help")).isEqualTo(0);
        assertThat(out()).contains(Options.USAGE);
        assertThat(err()).isEmpty();
    }

    @Test
    void unwritableOut_oneLineError_status1(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("a-file"), "not a folder");

        assertThat(run("--headless", "--out", file.resolve("sub").toString())).isEqualTo(1);

        String prefix = "showcase: cannot write to " + file.resolve("sub") + ": ";
        assertThat(err()).startsWith(prefix);
        assertThat(err().strip().lines()).hasSize(1);
        assertThat(err().substring(prefix.length())).as("the reason, without the path again").doesNotContain("sub");
        assertThat(err()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void outIsAFile_oneLineError_status1(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("a-file"), "not a folder");

        assertThat(run("--headless", "--out", file.toString())).isEqualTo(1);

        assertThat(err().strip()).isEqualTo("showcase: cannot write to " + file + ": it exists and is not a folder");
    }

    @Test
    void parse_defaults() throws Exception {
        Options o = Options.parse();
        assertThat(o.headless()).isFalse();
        assertThat(o.out()).isEqualTo(Path.of("showcase-out"));
        assertThat(o.screenshot()).isEmpty();
        assertThat(o.tab()).isZero();
    }

    @Test
    void parse_everyOption() throws Exception {
        Options o = Options.parse("--headless", "--out", "d", "--screenshot", "s.png", "--tab", "3");
        assertThat(o.headless()).isTrue();
        assertThat(o.out()).isEqualTo(Path.of("d"));
        assertThat(o.screenshot()).contains(Path.of("s.png"));
        assertThat(o.tab()).isEqualTo(2);
    }
}
