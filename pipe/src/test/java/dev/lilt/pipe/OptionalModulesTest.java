package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.nojfr.WithoutOptionalModules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** jdk.jfr and java.management are optional: the pipe runs on a runtime that has neither. */
class OptionalModulesTest {
    @Test
    void pipe_onARuntimeWithoutJfrOrManagement_countsAndReportsFailures_andRefusesAnMBean() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(java, "--limit-modules", "java.base",
                "--module-path", location(MessagePipe.class), "--add-modules", "dev.lilt.pipe",
                "-cp", location(WithoutOptionalModules.class), WithoutOptionalModules.class.getName());

        Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
        boolean exited = child.waitFor(60, TimeUnit.SECONDS);
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!exited) {
            child.destroyForcibly();
        }

        assertThat(exited).as("the child JVM exits").isTrue();
        assertThat(child.exitValue()).as(output).isZero();
        assertThat(output).contains("refused: registerMBean needs the java.management module").contains("ok");
    }

    private static String location(Class<?> type) throws IOException {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IOException(e);
        }
    }
}
