package metrics

import (
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
)

// RegisterPool exposes the Postgres pool's statistics, read at each scrape.
func (m *Metrics) RegisterPool(stat func() *pgxpool.Stat) {
	gauge := func(name, help string, value func(*pgxpool.Stat) float64) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "hackforge_db_pool_" + name, Help: help},
			func() float64 { return value(stat()) })
	}
	counter := func(name, help string, value func(*pgxpool.Stat) float64) prometheus.Collector {
		return prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "hackforge_db_pool_" + name, Help: help},
			func() float64 { return value(stat()) })
	}
	m.Registry.MustRegister(
		gauge("max_connections", "Connections the pool may open.", func(s *pgxpool.Stat) float64 { return float64(s.MaxConns()) }),
		gauge("connections", "Open connections.", func(s *pgxpool.Stat) float64 { return float64(s.TotalConns()) }),
		gauge("acquired_connections", "Connections in use.", func(s *pgxpool.Stat) float64 { return float64(s.AcquiredConns()) }),
		gauge("idle_connections", "Idle connections.", func(s *pgxpool.Stat) float64 { return float64(s.IdleConns()) }),
		counter("acquires_total", "Connections acquired from the pool.", func(s *pgxpool.Stat) float64 { return float64(s.AcquireCount()) }),
		counter("empty_acquires_total", "Acquires that waited because no connection was idle.", func(s *pgxpool.Stat) float64 { return float64(s.EmptyAcquireCount()) }),
		counter("acquire_wait_seconds_total", "Time spent waiting for a connection.", func(s *pgxpool.Stat) float64 { return s.AcquireDuration().Seconds() }),
	)
}
