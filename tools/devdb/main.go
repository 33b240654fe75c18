// Command devdb runs an embedded FerretDB (MongoDB wire protocol over SQLite) for
// development and tests. It listens on 127.0.0.1 only and keeps its data in a folder.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	defaultPort := 27018
	if v := os.Getenv("DEVDB_PORT"); v != "" {
		p, err := strconv.Atoi(v)
		if err != nil {
			log.Fatalf("DEVDB_PORT must be a number, got %q", v)
		}
		defaultPort = p
	}
	defaultDir := envOr("DEVDB_DIR", ".data/db")

	port := flag.Int("port", defaultPort, "TCP port to listen on (127.0.0.1)")
	dir := flag.String("dir", defaultDir, "folder for the SQLite data files")
	logLevel := flag.String("log-level", envOr("DEVDB_LOG_LEVEL", "warn"), "debug, info, warn or error")
	flag.Parse()

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		log.Fatalf("log level: %v", err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	absDir, err := filepath.Abs(*dir)
	if err != nil {
		log.Fatalf("data folder: %v", err)
	}
	if err := os.MkdirAll(absDir, 0o755); err != nil {
		log.Fatalf("data folder: %v", err)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener: ferretdb.ListenerConfig{
			TCP: fmt.Sprintf("127.0.0.1:%d", *port),
		},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + absDir + "/",
	})
	if err != nil {
		log.Fatalf("devdb: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	done := make(chan struct{})
	go func() {
		defer close(done)
		f.Run(ctx)
	}()

	fmt.Printf("devdb listening on %s (data in %s)\n", f.MongoDBURI(), absDir)
	<-done
}

func envOr(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
