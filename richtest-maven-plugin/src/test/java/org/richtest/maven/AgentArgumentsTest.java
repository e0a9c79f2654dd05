package org.richtest.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What {@code prepare-agent} puts into {@code argLine}, checked without Maven. */
class AgentArgumentsTest {

  private static final Path JAR = Path.of("/repo/richtest-agent-0.1.0.jar");

  @Test
  void appendTo_noArgLineYet_isTheAgentAlone() {
    AgentArguments arguments = new AgentArguments(JAR, List.of(), List.of(), null);

    assertEquals("-javaagent:/repo/richtest-agent-0.1.0.jar", arguments.appendTo(null));
    assertEquals("-javaagent:/repo/richtest-agent-0.1.0.jar", arguments.appendTo("  "));
  }

  @Test
  void appendTo_jacocoAgentAlreadyThere_keepsItFirst() {
    AgentArguments arguments = new AgentArguments(JAR, List.of(), List.of(), null);

    assertEquals(
        "-javaagent:/m2/jacoco.jar=destfile=/p/target/jacoco.exec -Xmx1g"
            + " -javaagent:/repo/richtest-agent-0.1.0.jar",
        arguments.appendTo("-javaagent:/m2/jacoco.jar=destfile=/p/target/jacoco.exec -Xmx1g "));
  }

  @Test
  void appendTo_runTwice_addsTheAgentOnce() {
    AgentArguments arguments = new AgentArguments(JAR, List.of("com.acme."), List.of(), "com.*");

    String once = arguments.appendTo("-Xmx1g");

    assertEquals(once, arguments.appendTo(once));
  }

  @Test
  void line_includesExcludesAndExplore_becomeAgentOptionsAndTheSwitch() {
    AgentArguments arguments = new AgentArguments(
        JAR, List.of("com.acme.", "org.vendor."), List.of("com.acme.gen."), "com.acme.*Test");

    assertEquals(
        "-javaagent:/repo/richtest-agent-0.1.0.jar=include=com.acme.,org.vendor.;"
            + "exclude=com.acme.gen."
            + " -Drichtest.explore=com.acme.*Test"
            + " -Djunit.jupiter.extensions.autodetection.enabled=true",
        arguments.line());
  }

  @Test
  void line_jarPathWithSpaces_isQuotedAsOneArgument() {
    AgentArguments arguments =
        new AgentArguments(Path.of("/home/a user/.m2/agent.jar"), List.of(), List.of(), null);

    assertEquals("\"-javaagent:/home/a user/.m2/agent.jar\"", arguments.line());
  }
}
