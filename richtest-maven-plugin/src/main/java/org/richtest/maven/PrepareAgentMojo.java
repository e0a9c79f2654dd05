package org.richtest.maven;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.jspecify.annotations.Nullable;

/**
 * {@code richtest:prepare-agent}: sets the property Surefire and Failsafe take their JVM arguments
 * from ({@code argLine} unless {@link #propertyName} says otherwise) to what it held, followed by
 * {@code -javaagent:} and the RichTest agent's jar, which Maven resolved with this plugin. Bound to
 * {@code initialize} by default, so that the tests of the same build start with the agent; the
 * JaCoCo convention, so that the two plugins stack.
 */
@Mojo(name = "prepare-agent", defaultPhase = LifecyclePhase.INITIALIZE, threadSafe = true)
public final class PrepareAgentMojo extends AbstractMojo {

  /** The key of the agent among the plugin's artifacts. */
  static final String AGENT = "org.richtest:richtest-agent";

  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  private @Nullable MavenProject project;

  @Parameter(property = "plugin.artifactMap", readonly = true, required = true)
  private @Nullable Map<String, Artifact> pluginArtifactMap;

  /** The property to append the agent's arguments to. */
  @Parameter(property = "richtest.propertyName", defaultValue = "argLine")
  private String propertyName = "argLine";

  /**
   * Class-name prefixes to rewrite besides the classes loaded from directories (a library in a
   * jar, say): the agent's {@code include=}.
   */
  @Parameter private List<String> includes = new ArrayList<>();

  /** Class-name prefixes never to rewrite: the agent's {@code exclude=}. */
  @Parameter private List<String> excludes = new ArrayList<>();

  /**
   * Class-name patterns ({@code *} for any characters, comma-separated) whose {@code @Test}
   * methods run as explorations without an annotation: the JUnit configuration parameter {@code
   * richtest.explore}, with extension autodetection turned on.
   */
  @Parameter(property = "richtest.explore")
  private @Nullable String explore;

  /** Leaves the property as it is. */
  @Parameter(property = "richtest.skip", defaultValue = "false")
  private boolean skip;

  /** Creates the goal; Maven does, and sets its parameters. */
  public PrepareAgentMojo() {}

  @Override
  public void execute() throws MojoExecutionException {
    if (skip) {
      getLog().info("richtest: skipped, " + propertyName + " left as it is");
      return;
    }
    Artifact agent = pluginArtifactMap == null ? null : pluginArtifactMap.get(AGENT);
    if (agent == null || agent.getFile() == null || project == null) {
      throw new MojoExecutionException(
          "richtest: the plugin's dependency " + AGENT + " was not resolved");
    }
    AgentArguments arguments =
        new AgentArguments(agent.getFile().toPath(), includes, excludes, explore);
    Properties properties = project.getProperties();
    String value = arguments.appendTo(properties.getProperty(propertyName));
    properties.setProperty(propertyName, value);
    getLog().info("richtest: " + propertyName + " set to " + value);
  }
}
