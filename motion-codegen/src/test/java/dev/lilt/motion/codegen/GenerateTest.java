package dev.lilt.motion.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerateTest {
    @TempDir
    Path dir;

    private Path templates() throws IOException {
        Path t = dir.resolve("templates/a/b");
        Files.createDirectories(t);
        Files.writeString(t.resolve("FloatN.java.tmpl"), "#generate F{{n}} for n in 2,3\nclass F{{n}} {}\n");
        return dir.resolve("templates");
    }

    @Test
    void writesEachFileInItsTemplatesPackageWithItsOrigin() throws IOException {
        Path out = dir.resolve("out");
        Generate.main(new String[] {templates().toString(), out.toString()});
        assertThat(Files.readString(out.resolve("a/b/F2.java")))
                .isEqualTo("// Generated from src/main/templates/a/b/FloatN.java.tmpl by motion-codegen:\n"
                        + "// edit the template, not this file.\nclass F2 {}\n");
        assertThat(out.resolve("a/b/F3.java")).exists();
    }

    @Test
    void leavesUnchangedFilesAloneAndDeletesStaleOnes() throws IOException {
        Path t = templates();
        Path out = dir.resolve("out");
        Generate.main(new String[] {t.toString(), out.toString()});
        Path f2 = out.resolve("a/b/F2.java");
        FileTime old = FileTime.fromMillis(1_000_000);
        Files.setLastModifiedTime(f2, old);
        Path stale = out.resolve("a/b/Gone.java");
        Files.writeString(stale, "class Gone {}\n");

        Generate.main(new String[] {t.toString(), out.toString()});

        assertThat(Files.getLastModifiedTime(f2)).isEqualTo(old);
        assertThat(stale).doesNotExist();
    }

    @Test
    void rejectsMissingArguments() {
        assertThatThrownBy(() -> Generate.main(new String[0])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("usage:");
        assertThatThrownBy(() -> Generate.main(new String[] {dir.resolve("none").toString(), dir.toString()}))
                .hasMessageStartingWith("no templates directory: ");
    }
}
