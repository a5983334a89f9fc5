package dev.lilt.motion.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class OptionalModulesTest {
    @Test
    void withoutJfrAndManagement_schedulersRunAndJmxIsRefusedClearly() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java,
                "--module-path", Path.of("target", "classes").toString(),
                "--add-modules", "dev.lilt.motion",
                "--limit-modules", "java.base,dev.lilt.motion",
                "-cp", Path.of("target", "test-classes").toString(),
                "dev.lilt.motionprobe.WithoutOptionalModules")
                .redirectErrorStream(true).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("the limited JVM ended").isTrue();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(out.lines().toList()).as(out).containsExactly(
                "ok jdk.jfr absent", "ok java.management absent", "ok frames run", "ok errors reported",
                "ok creation sites tracked", "ok registerMXBean refused");
        assertThat(p.exitValue()).isZero();
    }
}
