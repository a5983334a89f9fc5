package dev.lilt.motion.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class TemplateTest {
    private static List<Template.Output> render(String text) {
        return Template.parse("T.java.tmpl", text).render();
    }

    @Test
    void oneFilePerArityWithItsNamesAndComponents() {
        List<Template.Output> out = render("#generate Float{{N}}Thing for n in 1,2,4\n"
                + "class Float{{N}}Thing { {{V}} v; }\n"
                + "void f([[float {{c}}|, ]]);\n");
        assertThat(out).extracting(Template.Output::fileName)
                .containsExactly("FloatThing", "Float2Thing", "Float4Thing");
        assertThat(out.get(0).source()).isEqualTo("class FloatThing { float v; }\nvoid f(float value);\n");
        assertThat(out.get(1).source()).isEqualTo("class Float2Thing { Float2 v; }\nvoid f(float x, float y);\n");
        assertThat(out.get(2).source())
                .isEqualTo("class Float4Thing { Float4 v; }\nvoid f(float x, float y, float z, float w);\n");
    }

    @Test
    void joinsPadToAWidthAndBreakLines() {
        List<Template.Output> out = render("#generate A{{n}} for n in 2\n"
                + "add([[from.{{c}}()|, |0|4]]);\n"
                + "[[{{C}}{{i}}{{i1}}|\\n]]\n");
        assertThat(out.get(0).source()).isEqualTo("add(from.x(), from.y(), 0, 0);\nX01\nY12\n");
    }

    @Test
    void forRepeatsLinesAndIfChoosesByValue() {
        List<Template.Output> out = render("#generate B{{n}} for n in 1,3\n"
                + "#for c\n"
                + "  f {{c}};\n"
                + "#end\n"
                + "#if n in 1\n"
                + "one\n"
                + "#else\n"
                + "#if n in 2,3\n"
                + "many\n"
                + "#end\n"
                + "#end\n");
        assertThat(out.get(0).source()).isEqualTo("  f value;\none\n");
        assertThat(out.get(1).source()).isEqualTo("  f x;\n  f y;\n  f z;\nmany\n");
    }

    @Test
    void aLoopOverANameDefinesItInLowerCase() {
        List<Template.Output> out = render("#generate {{T}}Binder for T in Int,Long\nvoid accept({{t}} value);\n");
        assertThat(out).extracting(Template.Output::source)
                .containsExactly("void accept(int value);\n", "void accept(long value);\n");
    }

    @Test
    void oneFileCanHoldAClassPerArity() {
        List<Template.Output> out = render("#generate Lerp\n"
                + "class Lerp {\n"
                + "#for n in 2,3\n"
                + "  class Of{{n}} { void f([[float {{c}}|, ]]); }\n"
                + "#for c\n"
                + "  // {{c}} of {{V}}\n"
                + "#end\n"
                + "#end\n"
                + "}\n");
        assertThat(out).extracting(Template.Output::fileName).containsExactly("Lerp");
        assertThat(out.get(0).source()).isEqualTo("class Lerp {\n"
                + "  class Of2 { void f(float x, float y); }\n  // x of Float2\n  // y of Float2\n"
                + "  class Of3 { void f(float x, float y, float z); }\n  // x of Float3\n  // y of Float3\n"
                + "  // z of Float3\n}\n");
    }

    @Test
    void aNestedLoopOverANameKeepsTheOuterComponents() {
        List<Template.Output> out = render("#generate P{{n}} for n in 2\n"
                + "#for K in Ab\n"
                + "{{K}} {{k}} [[{{c}}|]]\n"
                + "#end\n");
        assertThat(out.get(0).source()).isEqualTo("Ab ab xy\n");
    }

    @Test
    void javaAnnotationsAreText() {
        assertThat(render("#generate C for T in X\n@Override\n").get(0).source()).isEqualTo("@Override\n");
    }

    @Test
    void anUnknownVariableNamesTheTemplateAndLine() {
        assertThatThrownBy(() -> render("#generate D{{n}} for n in 2\nok\nclass {{Nope}} {}\n"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("T.java.tmpl:3: unknown variable {{Nope}}");
    }

    @Test
    void malformedTemplatesAreRejected() {
        assertThatThrownBy(() -> render("package x;\n"))
                .hasMessageStartingWith("T.java.tmpl:1: the first line must be");
        assertThatThrownBy(() -> render("#generate E{{n}} for n in 2\n#for c\nx\n"))
                .hasMessage("T.java.tmpl:2: #for c has no #end");
        assertThatThrownBy(() -> render("#generate E{{n}} for n in 2\n#end\n"))
                .hasMessage("T.java.tmpl:2: #end or #else without an opening directive");
        assertThatThrownBy(() -> render("#generate E{{n}} for n in 2\n#loop\n"))
                .hasMessage("T.java.tmpl:2: unknown directive: #loop");
        assertThatThrownBy(() -> render("#generate E\n#for n in 2,9\nx\n#end\n"))
                .hasMessage("T.java.tmpl:2: an arity is 1 to 4: 9");
        assertThatThrownBy(() -> render("#generate E\n#for n\nx\n#end\n"))
                .hasMessage("T.java.tmpl:2: expected '#for c' or '#for <variable> in <a,b,...>': #for n");
        assertThatThrownBy(() -> render("#generate E\n[[{{c}}|, ]]\n"))
                .hasMessage("T.java.tmpl:2: a join over 0 components in 0 places");
        assertThatThrownBy(() -> render("#generate E{{n}} for n in 5\n"))
                .hasMessage("T.java.tmpl:1: an arity is 1 to 4: 5");
        assertThatThrownBy(() -> render("#generate E{{n}} for n in 3\n[[{{c}}|, |0|2]]\n"))
                .hasMessage("T.java.tmpl:2: a join over 3 components in 2 places");
        assertThatThrownBy(() -> render("#generate E for T in A\n[[{{c}}|, ]]\n"))
                .hasMessage("T.java.tmpl:2: a join over 0 components in 0 places");
    }
}
