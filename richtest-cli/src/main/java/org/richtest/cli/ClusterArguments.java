package org.richtest.cli;

import org.jspecify.annotations.Nullable;
import org.richtest.Program;
import org.richtest.distributed.ClusterOptions;
import picocli.CommandLine.Option;

/** The options of {@code worker} and {@code explore} that say how to reach a cluster. */
final class ClusterArguments {

  @Option(
      names = "--cluster",
      paramLabel = "HOST:PORT,...",
      description = "members of the cluster to join (worker: none starts a new cluster)")
  @Nullable String members;

  @Option(
      names = "--bind",
      paramLabel = "HOST",
      description = "the address this member binds to and announces (default 127.0.0.1)")
  String bind = "127.0.0.1";

  @Option(
      names = "--port",
      paramLabel = "P",
      converter = ExploreCommand.PositiveNumber.class,
      description = "the first port this member tries (default 5701; the next ones if taken)")
  long port = ClusterOptions.DEFAULT_PORT;

  @Option(
      names = "--cluster-name",
      paramLabel = "NAME",
      description = "the cluster's name; members of clusters with other names do not join")
  String name = "richtest";

  /**
   * Returns the cluster options these arguments give.
   *
   * @throws UsageException if one of them is not valid
   */
  ClusterOptions options() {
    try {
      ClusterOptions options = ClusterOptions.loopback().withBind(bind).withPort((int) port);
      options = new ClusterOptions(options.members(), options.bind(), options.port(), name);
      return members == null ? options : options.withMembers(members);
    } catch (IllegalArgumentException e) {
      throw new UsageException("--cluster: " + e.getMessage());
    }
  }

  /** Finds a program as {@code explore} does, for the members: a bundled example or a class. */
  static Program resolve(String name) {
    try {
      return ExampleLookup.find(name).program();
    } catch (UsageException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }
}
